import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100

/**
 * CPU time a process has used so far (user + system, all its threads), in seconds, from /proc/<pid>/stat
 * (Linux). The difference around a load run is what that run cost the process, whatever else ran meanwhile.
 */
export function readCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (in parentheses, which may hold spaces): utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const utime = Number.parseInt(fields[11] ?? '', 10)
  const stime = Number.parseInt(fields[12] ?? '', 10)
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`no CPU times for process ${pid}`)
  return (utime + stime) / USER_HZ
}
