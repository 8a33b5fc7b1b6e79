import { readFileSync } from 'node:fs'

/** Resident set size of a process in MiB, from /proc/<pid>/status (Linux). */
export function readRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number.parseInt(match[1]!, 10) / 1024
}

/** The most a process has ever held resident, in MiB (VmHWM, its high-water mark). */
export function readPeakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status)
  if (!match) throw new Error(`no VmHWM for process ${pid}`)
  return Number.parseInt(match[1]!, 10) / 1024
}
