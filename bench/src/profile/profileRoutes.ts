// `npm run profile -w @chaincard/bench` (DATABASE_URL required): where the time of the three hot routes goes.
// Seeds the bench's user (10 cards, 1,000 transactions: `withHotRoutes`), then for each route starts the bundled
// server again with `--cpu-prof`, loads only that route (autocannon, 50 connections, warm-up then
// BENCH_LOAD_SECONDS s, next to the bare-route ceiling), stops it and prints the profile's self time by place
// (npm package, repository code, Node.js, GC) and by function. Figures taken under the profiler are lower than
// `npm run bench`'s; the shares are what this is for.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadRoute } from '../api/loadRoute'
import { startCeiling } from '../api/startCeiling'
import { ratio } from '../report/units'
import { startServer } from '../sandbox/startServer'
import { hotRouteServerEnv, withHotRoutes } from './hotRoutes'
import { type CpuProfile, summarizeCpuProfile } from './summarizeCpuProfile'

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10)
const load = { connections: 50, seconds, warmupSeconds: 2 }
const pct = (share: number) => `${(share * 100).toFixed(1)}%`

await withHotRoutes(async ({ dataDir, databaseUrl, headers, routes }) => {
  // The runtime of every process here (the servers are started with this Node): runs on 22 and 24 differ.
  console.log(`Node ${process.version}, ${process.platform} ${process.arch}`)
  const ceiling = await startCeiling()
  for (const route of routes) {
    const profileDir = mkdtempSync(join(tmpdir(), 'chaincard-profile-'))
    try {
      const server = await startServer({
        dataDir,
        webDistDir: '/nonexistent',
        ...(databaseUrl ? { databaseUrl } : {}),
        env: hotRouteServerEnv,
        nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
      })
      const top = await loadRoute({ name: 'ceiling', url: ceiling.url }, load)
      const sample = await loadRoute(
        { name: route.name, url: `http://127.0.0.1:${server.port}${route.path}`, headers },
        load,
      )
      await server.stop()
      const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))
      if (!file) throw new Error(`no profile was written for ${route.name}:\n${server.process.tail()}`)
      const summary = summarizeCpuProfile(
        JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile,
        25,
      )
      console.log(`\n## ${route.name}`)
      console.log(
        `${Math.round(sample.requestsPerSecond)} req/s (${ratio(sample.requestsPerSecond / top.requestsPerSecond)} the ceiling's ${Math.round(top.requestsPerSecond)}), p99 ${sample.p99Ms} ms, ${sample.failed} failed; profiled CPU ${summary.busyMs} ms busy, ${summary.idleMs} ms idle`,
      )
      console.log('\nSelf time by place:')
      for (const s of summary.byPlace.slice(0, 15)) console.log(`  ${pct(s.share).padStart(6)}  ${s.name}`)
      console.log('\nHeaviest functions (self time):')
      for (const s of summary.topFunctions) console.log(`  ${pct(s.share).padStart(6)}  ${s.name}`)
    } finally {
      rmSync(profileDir, { recursive: true, force: true })
    }
  }
  await ceiling.process.stop()
})
