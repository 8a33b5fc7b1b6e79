import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Repository root (bench/src/lib -> ../../..). */
export const repoRoot = resolve(import.meta.dirname, '../../..')

export type Child = {
  name: string
  child: ChildProcess
  pid: number
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  tail(): string
  /** SIGINT, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>
}

const running = new Set<Child>()

/** Stops every child this process started (in reverse start order). */
export async function stopAllChildren(): Promise<void> {
  for (const c of [...running].reverse()) await c.stop()
}

/** Starts `node --import tsx <script>` from the repository root with `env` added to this process's env. */
export function spawnTsx(name: string, script: string, env: Record<string, string>): Child {
  return spawnNode(name, ['--import', 'tsx', script], env)
}

/**
 * Starts `node <args>` from the repository root with `env` added to this process's env; `execPath` picks another
 * Node.js binary (the runtime A/B), this process's own by default.
 */
export function spawnNode(
  name: string,
  args: string[],
  env: Record<string, string>,
  execPath = process.execPath,
): Child {
  const child = spawn(execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (child.pid === undefined) throw new Error(`${name} did not start`)
  const lines: string[] = []
  // BENCH_CHILD_LOG_DIR: each child's whole output also goes to <dir>/<name>-<pid>.log (e.g. a server run with
  // --trace-gc), where the tail kept here would lose all but its last lines.
  const logDir = process.env.BENCH_CHILD_LOG_DIR
  // Made here: a directory named for one run need not exist before it.
  if (logDir) mkdirSync(logDir, { recursive: true })
  const logFile = logDir ? join(logDir, `${name}-${child.pid}.log`) : undefined
  const keep = (chunk: Buffer) => {
    if (logFile) appendFileSync(logFile, chunk)
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line)
    if (lines.length > 40) lines.splice(0, lines.length - 40)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const handle: Child = {
    name,
    child,
    pid: child.pid,
    tail: () => lines.join('\n'),
    async stop(graceMs = 15_000) {
      running.delete(handle)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGINT')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    },
  }
  running.add(handle)
  return handle
}

/** Polls `check` every `everyMs` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs, everyMs = 200 }: { timeoutMs: number; everyMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`, { cause: lastError })
    }
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
