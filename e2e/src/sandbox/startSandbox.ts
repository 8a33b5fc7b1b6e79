import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { findFreePort } from './findFreePort'

export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
const READY_BANNER = 'Chaincard sandbox is running'

export type StartSandboxParameters = {
  /** Where the sandbox's output goes (the chain's and the server's logs). */
  logFile: string
  /** Extra environment for `npm start` (SETTLEMENT_DELAY, APPLICATION_DELAY, ...). */
  env?: Record<string, string>
  timeoutMs?: number
  /** Resume an earlier sandbox: its DATA_DIR and ports (as a second `npm start` would). */
  resume?: { dataDir: string; port: number; anvilPort: number }
  /** Leave DATA_DIR in place on stop, so the sandbox can be resumed. */
  keepData?: boolean
}

export type Sandbox = {
  baseUrl: string
  rpcUrl: string
  dataDir: string
  port: number
  anvilPort: number
  stop(): Promise<void>
}

class SandboxStartError extends Error {
  override name = 'SandboxStartError' as const
  shortMessage: string
  constructor({ reason, logFile, cause }: { reason: string; logFile: string; cause?: unknown }) {
    const shortMessage = `The sandbox did not start: ${reason}. Its output is in ${logFile}.`
    super(shortMessage, { cause })
    this.shortMessage = shortMessage
  }
}

/** Builds the current web app source into a temporary folder (never touches apps/web/dist). */
function buildWebApp(outDir: string): void {
  const build = spawnSync(
    process.execPath,
    [resolve(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: resolve(REPO_ROOT, 'apps/web'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  )
  if (build.status !== 0) {
    throw new Error(`The web app did not build (exit ${build.status}):\n${build.stdout}\n${build.stderr}`)
  }
}

/**
 * The product as `npm start` runs it (scripts/start.mjs: anvil + contracts, then the server with the built web
 * app on one origin), on free ports with a fresh DATA_DIR, serving a build of the current web app source.
 * Resolves when start.mjs prints its ready banner; `stop()` sends SIGINT as Ctrl-C would and removes the data.
 */
export async function startSandbox({
  logFile,
  env = {},
  timeoutMs = 180_000,
  resume,
  keepData = false,
}: StartSandboxParameters): Promise<Sandbox> {
  const dataDir = resume?.dataDir ?? mkdtempSync(join(tmpdir(), 'chaincard-e2e-data-'))
  // Under `npm test` the runner built the web app once for the whole run (CHAINCARD_WEB_BUILD); a sandbox
  // started alone builds its own.
  const sharedWebDir = process.env.CHAINCARD_WEB_BUILD || undefined
  const webDir = sharedWebDir ?? mkdtempSync(join(tmpdir(), 'chaincard-e2e-web-'))
  if (!sharedWebDir) buildWebApp(webDir)
  const port = resume?.port ?? (await findFreePort())
  let anvilPort = resume?.anvilPort ?? (await findFreePort())
  while (anvilPort === port) anvilPort = await findFreePort()

  const log = createWriteStream(logFile)
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      ANVIL_PORT: String(anvilPort),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stderr?.pipe(log, { end: false })

  const cleanup = () => {
    if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    if (!sharedWebDir) rmSync(webDir, { recursive: true, force: true })
  }
  const stop = () =>
    stopChild(child).finally(() => {
      log.end()
      cleanup()
    })

  try {
    await new Promise<void>((ready, fail) => {
      let seen = ''
      const timer = setTimeout(
        () => fail(new Error(`no ready banner within ${timeoutMs / 1000} s`)),
        timeoutMs,
      )
      child.stdout?.on('data', (chunk: Buffer) => {
        log.write(chunk)
        if (seen.includes(READY_BANNER)) return
        seen = (seen + chunk.toString()).slice(-4096)
        if (seen.includes(READY_BANNER)) {
          clearTimeout(timer)
          ready()
        }
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        fail(new Error(`npm start exited (${signal ?? code}) before it was ready`))
      })
    })
  } catch (cause) {
    await stop()
    throw new SandboxStartError({ reason: (cause as Error).message, logFile, cause })
  }

  return {
    baseUrl: `http://localhost:${port}`,
    rpcUrl: `http://127.0.0.1:${anvilPort}`,
    dataDir,
    port,
    anvilPort,
    stop,
  }
}

/** SIGINT (Ctrl-C) to start.mjs, which stops the server then the chain; SIGKILL to the group if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<boolean>((r) => child.once('exit', () => r(true)))
  child.kill('SIGINT')
  const clean = await Promise.race([exited, new Promise<boolean>((r) => setTimeout(() => r(false), 40_000))])
  if (!clean && child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }
}
