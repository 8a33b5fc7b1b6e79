// `npm run ab -w @chaincard/bench` (DATABASE_URL required): the interleaved A/B of the hot routes.
// Seeds the bench's user once (`withHotRoutes`), then for BENCH_AB_ROUNDS rounds (5) loads the floor (the bare
// route plus one prepared query, the ceiling's process) and, for each of the two variants in turn (A B in odd
// rounds, B A in even ones, so neither always runs first), starts the bundled server, loads each hot route
// (50 connections, 2 s warm-up, BENCH_LOAD_SECONDS s, default 8) and stops it. Prints every round and, per
// variant, the median and the spread (min-max) of req/s, the ratio to the same round's floor, p99 and the server's
// CPU per request. Variants, by BENCH_AB:
// - `driver`: DATABASE_DRIVER=pg against DATABASE_DRIVER=postgres (node-postgres against postgres.js);
// - `node`: the server on BENCH_AB_NODES's two Node.js binaries (comma-separated paths), same driver;
// - `pglite-statements`: on PGlite (no DATABASE_URL needed), PGLITE_PREPARED_STATEMENTS=0 (every statement planned
//   on every run) against the default (the worker keeps statements prepared). No floor there (no pool, no driver):
//   the figures are req/s, p99 and the server's CPU, the whole process's (PGlite's worker thread included);
// - `flags` (PostgreSQL) and `flags-pglite` (PGlite): the server with `serverNodeFlags.json`'s flags against the
//   same with BENCH_AB_FLAGS (Node.js flags, space-separated) after them, which override them; each variant's
//   RSS after its routes is printed too.

import { execFileSync } from 'node:child_process'
import { loadRoute } from '../api/loadRoute'
import { startCeiling } from '../api/startCeiling'
import { readCpuSeconds } from '../lib/readCpuSeconds'
import { readRssMiB } from '../lib/readRss'
import { median } from '../lib/stats'
import { startServer } from '../sandbox/startServer'
import { hotRouteServerEnv, withHotRoutes } from './hotRoutes'

/** `driver` is the one under Drizzle, whose floor (the same bare route and query over it) the ratio is taken to. */
type Variant = {
  name: string
  env: Record<string, string>
  driver: Driver | 'pglite'
  execPath?: string
  nodeArgs?: string[]
}
type Driver = 'pg' | 'postgres'
const defaultDriver: Driver = process.env.DATABASE_DRIVER === 'postgres' ? 'postgres' : 'pg'

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8)
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 5)
const load = { connections: 50, seconds, warmupSeconds: 2 }

function variantsOf(kind: string | undefined): [Variant, Variant] {
  if (kind === 'driver')
    return [
      { name: 'pg', env: { DATABASE_DRIVER: 'pg' }, driver: 'pg' },
      { name: 'postgres', env: { DATABASE_DRIVER: 'postgres' }, driver: 'postgres' },
    ]
  if (kind === 'node') {
    const paths = (process.env.BENCH_AB_NODES ?? '').split(',').filter(Boolean)
    if (paths.length !== 2) throw new Error('BENCH_AB=node needs BENCH_AB_NODES=<node A>,<node B>')
    const [a, b] = paths.map(
      (execPath): Variant => ({
        name: `node ${execFileSync(execPath, ['--version'], { encoding: 'utf8' }).trim()}`,
        env: { DATABASE_DRIVER: defaultDriver },
        driver: defaultDriver,
        execPath,
      }),
    )
    return [a!, b!]
  }
  if (kind === 'pglite-statements')
    return [
      { name: 'planned every run', env: { PGLITE_PREPARED_STATEMENTS: '0' }, driver: 'pglite' },
      { name: 'kept prepared', env: { PGLITE_PREPARED_STATEMENTS: '256' }, driver: 'pglite' },
    ]
  if (kind === 'flags' || kind === 'flags-pglite') {
    const extra = (process.env.BENCH_AB_FLAGS ?? '').split(' ').filter(Boolean)
    if (extra.length === 0) throw new Error(`BENCH_AB=${kind} needs BENCH_AB_FLAGS=<Node.js flags>`)
    const driver = kind === 'flags' ? defaultDriver : 'pglite'
    const env: Record<string, string> = driver === 'pglite' ? {} : { DATABASE_DRIVER: driver }
    return [
      { name: 'serverNodeFlags.json', env, driver },
      { name: `then ${extra.join(' ')}`, env, driver, nodeArgs: extra },
    ]
  }
  throw new Error('BENCH_AB must be driver, node, pglite-statements, flags or flags-pglite')
}

type Figure = {
  round: number
  variant: string
  route: string
  rps: number
  ofFloor: number
  p99: number
  cpuUs: number
}

const variants = variantsOf(process.env.BENCH_AB)
const onPglite = variants[0].driver === 'pglite'
const figures: Figure[] = []
const floors: Record<Driver, number[]> = { pg: [], postgres: [] }
const rssAfter = new Map<string, number[]>()

await withHotRoutes(
  async ({ dataDir, databaseUrl, headers, routes }) => {
    console.log(
      `A/B ${variants[0].name} / ${variants[1].name}: ${rounds} rounds, ${seconds} s a route; bench on Node ${process.version}`,
    )
    const ceiling = onPglite ? undefined : await startCeiling(databaseUrl ? { databaseUrl } : {})
    if (ceiling && (!ceiling.oneQueryUrl || !ceiling.oneQueryPostgresUrl))
      throw new Error('the ceiling was started without a database: no floor to load')
    const floorUrls: Record<Driver, string> = {
      pg: ceiling?.oneQueryUrl ?? '',
      postgres: ceiling?.oneQueryPostgresUrl ?? '',
    }
    const drivers = [...new Set(variants.map((v) => v.driver))].filter((d): d is Driver => d !== 'pglite')
    for (let round = 1; round <= rounds; round++) {
      const floor = {} as Record<Driver, number>
      for (const driver of drivers) {
        const sample = await loadRoute({ name: `floor ${driver}`, url: floorUrls[driver] }, load)
        floor[driver] = sample.requestsPerSecond
        floors[driver].push(sample.requestsPerSecond)
        console.log(
          `round ${round}: floor over ${driver} ${Math.round(sample.requestsPerSecond)} req/s, p99 ${sample.p99Ms} ms`,
        )
      }
      const order = round % 2 === 1 ? variants : ([variants[1], variants[0]] as const)
      for (const variant of order) {
        const server = await startServer({
          dataDir,
          webDistDir: '/nonexistent',
          ...(databaseUrl ? { databaseUrl } : {}),
          env: { ...hotRouteServerEnv, ...variant.env },
          ...(variant.execPath ? { execPath: variant.execPath } : {}),
          ...(variant.nodeArgs ? { nodeArgs: variant.nodeArgs } : {}),
        })
        try {
          for (const route of routes) {
            const cpu0 = readCpuSeconds(server.pid)
            const sample = await loadRoute(
              { name: route.name, url: `http://127.0.0.1:${server.port}${route.path}`, headers },
              load,
            )
            if (sample.failed > 0)
              throw new Error(`${variant.name} ${route.name}: ${sample.failed} failed requests`)
            const requests = sample.requests + sample.requestsPerSecond * load.warmupSeconds
            const figure: Figure = {
              round,
              variant: variant.name,
              route: route.name,
              rps: sample.requestsPerSecond,
              ofFloor:
                variant.driver === 'pglite' ? Number.NaN : sample.requestsPerSecond / floor[variant.driver],
              p99: sample.p99Ms,
              cpuUs: ((readCpuSeconds(server.pid) - cpu0) / requests) * 1e6,
            }
            figures.push(figure)
            console.log(
              `  ${variant.name} ${route.name}: ${Math.round(figure.rps)} req/s (${Number.isNaN(figure.ofFloor) ? 'no floor' : `${figure.ofFloor.toFixed(2)} of the floor`}), p99 ${figure.p99} ms, server CPU ${Math.round(figure.cpuUs)} us a request`,
            )
          }
          const rss = readRssMiB(server.pid)
          rssAfter.set(variant.name, [...(rssAfter.get(variant.name) ?? []), rss])
          console.log(`  ${variant.name}: server RSS ${rss.toFixed(1)} MiB after its routes`)
        } finally {
          await server.stop()
        }
      }
    }
    await ceiling?.process.stop()
  },
  { database: onPglite ? 'pglite' : 'postgres' },
)

const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`
for (const driver of ['pg', 'postgres'] as const)
  if (floors[driver].length > 0) console.log(`\nfloor over ${driver}: ${spread(floors[driver], 0)} req/s`)
console.log("| route | variant | req/s | of the floor (its driver's) | p99 ms | server CPU us/request |")
console.log('|---|---|---|---|---|---|')
for (const route of [...new Set(figures.map((f) => f.route))]) {
  for (const variant of variants) {
    const of = figures.filter((f) => f.route === route && f.variant === variant.name)
    console.log(
      `| ${route} | ${variant.name} | ${spread(
        of.map((f) => f.rps),
        0,
      )} | ${
        onPglite
          ? '-'
          : spread(
              of.map((f) => f.ofFloor),
              2,
            )
      } | ${spread(
        of.map((f) => f.p99),
        1,
      )} | ${spread(
        of.map((f) => f.cpuUs),
        0,
      )} |`,
    )
  }
}
for (const [variant, values] of rssAfter)
  console.log(`server RSS after its routes, ${variant}: ${spread(values, 1)} MiB`)
