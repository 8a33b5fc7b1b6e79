import { type ChildProcess, spawn } from 'node:child_process'
import { getFreePort } from '@chaincard/devchain'
import { serverRoot } from '../../src/serverRoot'

export type ServerProcess = {
  origin: string
  port: number
  child: ChildProcess
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** Resolves with the exit code (or the signal) and when it exited (Date.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
  /** SIGKILL if it is still running. */
  kill(): void
}

/**
 * The real server as a child process (`src/main.ts` through tsx), on a free port of 127.0.0.1, with `env`
 * on top of the sandbox defaults; resolves once GET /api/health answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await getFreePort()
  const origin = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      MODE: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      METRICS_PORT: 'off',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  const server: ServerProcess = {
    origin,
    port,
    child,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`)
    const ok = await fetch(`${origin}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false)
    if (ok) return server
    if (Date.now() > deadline) {
      server.kill()
      throw new Error(`the server did not answer /api/health within 90 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
