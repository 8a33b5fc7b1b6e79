import { execFileSync } from 'node:child_process'
import { getFreePort } from '@chaincard/devchain'
import serverNodeFlags from '../../../apps/server/serverNodeFlags.json' with { type: 'json' }
import { type Child, repoRoot, spawnNode, waitFor } from '../lib/childProcesses'

/** The bundle `npm start` runs (scripts/bundleServer.mjs), built once per bench run from the current sources. */
let serverBundle: string | undefined
function bundledServer(): string {
  if (serverBundle === undefined) {
    // The script prints `built <path of the bundle>`.
    const printed = execFileSync(process.execPath, ['scripts/bundleServer.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
    const path = /^built (.+)$/m.exec(printed)?.[1]
    if (!path) throw new Error(`scripts/bundleServer.mjs printed no bundle path:\n${printed}`)
    serverBundle = path
  }
  return serverBundle
}

export type BenchServer = {
  origin: string
  port: number
  pid: number
  dataDir: string
  process: Child
  stop(): Promise<void>
}

export type StartServerOptions = {
  dataDir: string
  webDistDir: string
  /** Set to run on PostgreSQL instead of PGlite in DATA_DIR. */
  databaseUrl?: string
  env?: Record<string, string>
  /** Node.js flags before the script (`--cpu-prof`: not allowed in NODE_OPTIONS). */
  nodeArgs?: string[]
  /** The Node.js binary to run the server on (default: the bench's own). */
  execPath?: string
}

/**
 * The real server as `npm start` runs it (`apps/server/src/main.ts` bundled by scripts/bundleServer.mjs, sandbox mode) as a child process on a free port, reading the
 * chain from `DATA_DIR/devchain.json`, serving the web app from `webDistDir`; resolves once /api/health says its database and chains are ok.
 * Logs at `warn` so the load runs measure the API rather than a log pipe.
 */
export async function startServer({
  dataDir,
  webDistDir,
  databaseUrl,
  env = {},
  nodeArgs = [],
  execPath,
}: StartServerOptions): Promise<BenchServer> {
  const port = await getFreePort()
  const origin = `http://localhost:${port}`
  // BENCH_SERVER_CPU_PROF_DIR: every server the bench starts writes a V8 CPU profile there when it stops, to
  // see where a section's server time goes without changing what is measured otherwise.
  const profileDir = process.env.BENCH_SERVER_CPU_PROF_DIR
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  const child = spawnNode(
    'server',
    // The flags every launcher gives the server (npm start, the Dockerfile), and npm start's for the embedded
    // database when it runs on it: a section's own come after them.
    [
      ...profileArgs,
      ...serverNodeFlags.flags,
      ...(databaseUrl ? [] : serverNodeFlags.pgliteFlags),
      ...nodeArgs,
      bundledServer(),
    ],
    {
      MODE: 'sandbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    execPath,
  )
  try {
    await waitFor(
      'the server',
      async () => {
        if (child.child.exitCode !== null) throw new Error(`the server exited:\n${child.tail()}`)
        const res = await fetch(`http://127.0.0.1:${port}/api/health`)
        const body = (await res.json()) as {
          status?: string
          db?: string
          chains?: Record<string, string>
          issuer?: { name: string; state: string }
        }
        // Up when all its own parts are: the card issuer may be out of reach on purpose (the issuer-flood section
        // points Lithic at a closed port), which makes health "degraded" but serves the webhook route.
        const ownPartsOk =
          body.db === 'ok' && Object.values(body.chains ?? {}).every((state) => state === 'ok')
        return res.ok && (body.status === 'ok' || ownPartsOk) ? true : undefined
      },
      { timeoutMs: 90_000, everyMs: 250 },
    )
  } catch (error) {
    await child.stop()
    throw new Error(`server did not start:\n${child.tail()}`, { cause: error })
  }
  return { origin, port, pid: child.pid, dataDir, process: child, stop: () => child.stop() }
}
