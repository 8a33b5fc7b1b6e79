// `npm run cpu-per-request -w @chaincard/bench` (DATABASE_URL required): what one request of each hot route costs
// the machine, split by process. Seeds the bench's user (`withHotRoutes`), starts the bundled server once (no
// profiler), loads the bare-route ceiling and then each route (autocannon, 50 connections, warm-up then
// BENCH_LOAD_SECONDS s), and prints req/s, the ratio to the ceiling, p99 and the CPU time per request of the
// server process, of every PostgreSQL process and of the load generator (this process), from /proc. On a 2-core
// machine the sum bounds what any route can reach.
import { execFileSync } from 'node:child_process'
import { loadRoute } from '../api/loadRoute'
import { startCeiling } from '../api/startCeiling'
import { readCpuSeconds } from '../lib/readCpuSeconds'
import { ratio } from '../report/units'
import { startServer } from '../sandbox/startServer'
import { hotRouteServerEnv, withHotRoutes } from './hotRoutes'

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8)
const load = { connections: 50, seconds, warmupSeconds: 2 }

/** CPU microseconds per request of `cpuSeconds` over a load run whose warm-up requests cost CPU too. */
function perRequest(cpuSeconds: number, sample: { requests: number; requestsPerSecond: number }): string {
  // The warm-up's requests count too, at the measured rate.
  const requests = sample.requests + sample.requestsPerSecond * load.warmupSeconds
  return `${Math.round((cpuSeconds / requests) * 1e6)} us`
}

/** CPU seconds of every process named postgres (the postmaster and its backends) on this machine. */
function postgresCpuSeconds(): number {
  const pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number)
  let sum = 0
  for (const pid of pids) {
    try {
      sum += readCpuSeconds(pid)
    } catch {
      // a backend that exited meanwhile
    }
  }
  return sum
}

await withHotRoutes(async ({ dataDir, databaseUrl, headers, routes }) => {
  // The runtime of every process here (the servers are started with this Node): runs on 22 and 24 differ.
  console.log(`Node ${process.version}, ${process.platform} ${process.arch}`)
  const ceiling = await startCeiling(databaseUrl ? { databaseUrl } : {})
  const server = await startServer({
    dataDir,
    webDistDir: '/nonexistent',
    ...(databaseUrl ? { databaseUrl } : {}),
    env: hotRouteServerEnv,
  })
  const ceilingLoad0 = process.cpuUsage()
  const ceiling0 = readCpuSeconds(ceiling.process.pid)
  const top = await loadRoute({ name: 'ceiling', url: ceiling.url }, load)
  const ceilingLoader = process.cpuUsage(ceilingLoad0)
  console.log(
    `bare-route ceiling: ${Math.round(top.requestsPerSecond)} req/s; CPU per request: server ${perRequest(readCpuSeconds(ceiling.process.pid) - ceiling0, top)}, load generator ${perRequest((ceilingLoader.user + ceilingLoader.system) / 1e6, top)}`,
  )
  if (!ceiling.oneQueryUrl) throw new Error('the ceiling was started without a database: no floor to load')
  const targets = [
    // The floor: the bare route plus one prepared `SELECT $1::int` (the ceiling process, its own pool of 10).
    {
      name: 'floor: bare route + one PostgreSQL query',
      url: ceiling.oneQueryUrl,
      pid: ceiling.process.pid,
    },
    ...routes.map((route) => ({
      name: route.name,
      url: `http://127.0.0.1:${server.port}${route.path}`,
      pid: server.pid,
    })),
  ]
  for (const target of targets) {
    const server0 = readCpuSeconds(target.pid)
    const postgres0 = postgresCpuSeconds()
    const loader0 = process.cpuUsage()
    const sample = await loadRoute({ name: target.name, url: target.url, headers }, load)
    const loader = process.cpuUsage(loader0)
    console.log(
      `${target.name}: ${Math.round(sample.requestsPerSecond)} req/s (${ratio(sample.requestsPerSecond / top.requestsPerSecond)}), p99 ${sample.p99Ms} ms, ${sample.failed} failed; CPU per request: server ${perRequest(readCpuSeconds(target.pid) - server0, sample)}, PostgreSQL ${perRequest(postgresCpuSeconds() - postgres0, sample)}, load generator ${perRequest((loader.user + loader.system) / 1e6, sample)}`,
    )
  }
})
