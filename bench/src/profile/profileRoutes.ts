// `npm run profile -w @chaincard/bench` (DATABASE_URL required): where the time of the three hot routes goes.
// Seeds the bench's user (10 cards, 1,000 transactions) on a temporary PostgreSQL database, then for each route
// starts the bundled server again with `--cpu-prof`, loads only that route (autocannon, 50 connections, warm-up
// then BENCH_LOAD_SECONDS s, next to the bare-route ceiling), stops it and prints the profile's self time by
// place (npm package, repository code, Node.js, GC) and by function. Figures taken under the profiler are
// lower than `npm run bench`'s; the shares are what this is for.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadRoute } from '../api/loadRoute'
import { seedUser } from '../api/seedUser'
import { startCeiling } from '../api/startCeiling'
import { stopAllChildren } from '../lib/childProcesses'
import { createTempPostgres } from '../sandbox/createTempPostgres'
import { startChain } from '../sandbox/startChain'
import { startServer } from '../sandbox/startServer'
import { type CpuProfile, summarizeCpuProfile } from './summarizeCpuProfile'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl)
  throw new Error('DATABASE_URL must name a PostgreSQL server (a temporary database is created on it)')
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10)
const load = { connections: 50, seconds, warmupSeconds: 2 }
const serverEnv = { APPLICATION_DELAY: '0s', SETTLEMENT_DELAY: '1h', METRICS_PORT: 'off' }
const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
const pct = (share: number) => `${(share * 100).toFixed(1)}%`

const dataDir = tempDir('chaincard-profile-data-')
const chain = await startChain(dataDir)
const database = await createTempPostgres(databaseUrl)
try {
  const ceiling = await startCeiling()
  const seeding = await startServer({
    dataDir,
    webDistDir: '/nonexistent',
    databaseUrl: database.url,
    env: serverEnv,
  })
  const seeded = await seedUser({
    origin: seeding.origin,
    chain,
    accountIndex: 6,
    cards: 10,
    transactions: 1000,
    confirmationBlocks: 2,
  })
  await seeding.stop()
  const routes = [
    { name: 'GET /api/card', path: '/api/card' },
    {
      name: 'GET /api/card/{id}/transaction?limit=10',
      path: `/api/card/${seeded.cardIds[0]}/transaction?limit=10`,
    },
    { name: 'GET /api/user/invitation', path: '/api/user/invitation' },
  ]
  for (const route of routes) {
    const profileDir = tempDir('chaincard-profile-')
    const server = await startServer({
      dataDir,
      webDistDir: '/nonexistent',
      databaseUrl: database.url,
      env: serverEnv,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    })
    const top = await loadRoute({ name: 'ceiling', url: ceiling.url }, load)
    const sample = await loadRoute(
      { name: route.name, url: `http://127.0.0.1:${server.port}${route.path}`, headers: seeded.api.headers },
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
      `${Math.round(sample.requestsPerSecond)} req/s (${(sample.requestsPerSecond / top.requestsPerSecond).toFixed(3)}x the ceiling's ${Math.round(top.requestsPerSecond)}), p99 ${sample.p99Ms} ms, ${sample.failed} failed; profiled CPU ${summary.busyMs} ms busy, ${summary.idleMs} ms idle`,
    )
    console.log('\nSelf time by place:')
    for (const s of summary.byPlace.slice(0, 15)) console.log(`  ${pct(s.share).padStart(6)}  ${s.name}`)
    console.log('\nHeaviest functions (self time):')
    for (const s of summary.topFunctions) console.log(`  ${pct(s.share).padStart(6)}  ${s.name}`)
  }
  await ceiling.process.stop()
} finally {
  await stopAllChildren()
  await database.drop()
  await chain.stop().catch(() => undefined)
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}
