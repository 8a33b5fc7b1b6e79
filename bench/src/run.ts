// `npm run bench`: how fast Chaincard is, with budgets. Builds the web app aside, starts the sandbox
// (anvil + the real server) on free ports with a temp DATA_DIR, measures, prints one table and writes
// bench/results.json. Settings (env): BENCH_LOAD_ROUNDS (2), BENCH_LOAD_SECONDS (10), BENCH_LIGHTHOUSE_RUNS (3),
// BENCH_TRANSFERS (20), BENCH_BURST_TRANSFERS (1000), BENCH_BURST_GAP_MS (1000), DATABASE_URL (adds the PostgreSQL
// load runs and the credit burst, on a temporary database; the issuer section needs it), BENCH_ISSUER_RATE (200),
// BENCH_ISSUER_SECONDS (30), BENCH_ISSUER_NODE_ARGS (Node.js flags for its server), BENCH_FLOOD_RATE (50), BENCH_FLOOD_SECONDS (10), BENCH_RESERVES_OWNERS (1000000),
// BENCH_RESERVES_PROOFS (1000), BENCH_RESERVES_NODE_ARGS (Node.js flags for its server), BENCH_OPEN_PAYMENTS (200),
// BENCH_OPEN_PAYMENTS_RPC_DELAY_MS (20), BENCH_SCALE_CARDS
// (1000000), BENCH_SCALE_SMALL_CARDS (1000), BENCH_SCALE_BATCH (50000), BENCH_SCALE_SEED_WORKERS (the cores), BENCH_SCALE_HISTORY_ROWS (5000),
// BENCH_SCALE_ASA_SECONDS (10), BENCH_SCALE_SAMPLES (200), BENCH_SCALE_ROUNDS (3), BENCH_BURST_PGLITE_TRANSFERS (200),
// BENCH_RECONCILE_TRANSACTIONS (100000),
// BENCH_RECONCILE_SMALL_TRANSACTIONS (1000), BENCH_RECONCILE_CARDS (20000), BENCH_ONLY (comma list of web, api, issuer,
// issuer-flood, reserves, watcher, open-payments, burst-pglite, scale, reconcile: run only those sections and write
// bench/results.partial.json instead).

import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { devAccounts } from '@chaincard/devchain'
import { type ApiBenchResult, benchApiLoad, type LoadSettings } from './api/benchApiLoad'
import { startCeiling } from './api/startCeiling'
import { benchIssuerDecisions, type IssuerBenchResult } from './issuer/benchIssuerDecisions'
import { benchIssuerFlood, type IssuerFloodResult } from './issuer/benchIssuerFlood'
import { repoRoot, stopAllChildren } from './lib/childProcesses'
import { round } from './lib/stats'
import { type CreditBurst, measureCreditBurst } from './payments/measureCreditBurst'
import { measureOpenPaymentsWithProxy, type OpenPaymentsBench } from './payments/measureOpenPaymentsWithProxy'
import { measurePaymentLatency, type PaymentLatency } from './payments/measurePaymentLatency'
import { measurePgliteCreditBurst } from './payments/measurePgliteCreditBurst'
import { benchReconcile, type ReconcileBenchResult, type ReconcileRun } from './reconcile/benchReconcile'
import { formatTable, type Row } from './report/table'
import { kb, ratio } from './report/units'
import { benchReserves, type ReservesBenchResult } from './reserves/benchReserves'
import { createTempPostgres } from './sandbox/createTempPostgres'
import { startChain } from './sandbox/startChain'
import { startServer } from './sandbox/startServer'
import {
  benchScale,
  type Latency,
  type ScaleBenchResult,
  type ScalePhase,
  type ScaleSettings,
} from './scale/benchScale'
import { runWatcherBench, type WatcherScaling } from './watcherScaling'
import { buildWeb } from './web/buildWeb'
import { type BundleFigure, measureBundles, measureFetched } from './web/measureBundles'
import { type LighthouseScores, runLighthouse } from './web/runLighthouse'

const envInt = (name: string, fallback: number) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a positive integer`)
  return Number(raw)
}

const BUDGET = {
  homeJsBytes: 140 * 1024,
  lighthouse: 95,
  p99Ms: 250,
  paymentMs: 500,
  burstLastCreditMs: 2_000,
  /** The same burst at 200 transfers on the embedded default (PGlite). */
  burstPgliteLastCreditMs: 1_000,
  rssMiB: 512,
  totalSeconds: 600,
  /** An authorization decision must come back well within the issuer's deadline. */
  asaP99Ms: 50,
  /** ASA p99 while 32 clients post 500 KB junk-signed bodies, three secrets configured. */
  asaFloodP99Ms: 100,
  /** ASA p99 with 200 open event streams and 30 statement renders beside it: they must not hold the decisions. */
  asaBusyP99Ms: 100,
  /** the goal for the hot path on PostgreSQL: a share of the bare route's ceiling, and p99. */
  hotPathRatio: 0.15,
  hotPathP99Ms: 25,
  /** A reserves snapshot over a million owners, and an owner's proof. */
  reservesSnapshotSeconds: 60,
  reservesRssMiB: 512,
  reservesProofP99Ms: 20,
  /** At a program's size, no hot route or ASA p99 above this times its figure at 1,000 cards... */
  scaleP99Growth: 1.5,
  /** ...and the history's 100th page within this times its first. */
  scaleDeepPage: 2,
  /** The reconciliation of a day of 100,000 Lithic transactions. */
  reconcileSeconds: 600,
} as const
/** Sandbox REQUIRED_CONFIRMATIONS is 2: the transfer's own block plus one more. */
const CONFIRMATION_BLOCKS = 1
const settings: LoadSettings = {
  rounds: envInt('BENCH_LOAD_ROUNDS', 2),
  connections: 50,
  seconds: envInt('BENCH_LOAD_SECONDS', 10),
  warmupSeconds: 2,
}
const lighthouseRuns = envInt('BENCH_LIGHTHOUSE_RUNS', 3)
const transfers = envInt('BENCH_TRANSFERS', 20)
const BURST_TRANSFERS = envInt('BENCH_BURST_TRANSFERS', 1_000)
const BURST_PGLITE_TRANSFERS = envInt('BENCH_BURST_PGLITE_TRANSFERS', 200)
// A block time between the burst's blocks, so the watcher's look-ahead sees the transfers before they are
// confirmed (as on any real chain); the burst that regressed 3-4x did so only then.
const BURST_GAP_MS = envInt('BENCH_BURST_GAP_MS', 1_000)
const OPEN_PAYMENTS = envInt('BENCH_OPEN_PAYMENTS', 200)
const OPEN_PAYMENTS_RPC_DELAY_MS = envInt('BENCH_OPEN_PAYMENTS_RPC_DELAY_MS', 20)
const issuerSettings = {
  rate: envInt('BENCH_ISSUER_RATE', 200),
  seconds: envInt('BENCH_ISSUER_SECONDS', 30),
  cards: 1_000,
}
const floodSettings = {
  rate: envInt('BENCH_FLOOD_RATE', 50),
  seconds: envInt('BENCH_FLOOD_SECONDS', 10),
  clients: 32,
  junkBytes: 500 * 1024,
}
const reservesSettings = {
  owners: envInt('BENCH_RESERVES_OWNERS', 1_000_000),
  proofs: envInt('BENCH_RESERVES_PROOFS', 1_000),
  // Each owner asks about 20 times, within the route's 30 proofs a minute per owner.
  proofOwners: 50,
}
const scaleSettings: ScaleSettings = {
  cards: envInt('BENCH_SCALE_CARDS', 1_000_000),
  smallCards: envInt('BENCH_SCALE_SMALL_CARDS', 1_000),
  batch: envInt('BENCH_SCALE_BATCH', 50_000),
  // A batch keeps one database backend at a core: one a core.
  seedWorkers: envInt('BENCH_SCALE_SEED_WORKERS', availableParallelism()),
  historyRows: envInt('BENCH_SCALE_HISTORY_ROWS', 5_000),
  asaRate: envInt('BENCH_ISSUER_RATE', 200),
  asaSeconds: envInt('BENCH_SCALE_ASA_SECONDS', 10),
  loadSeconds: envInt('BENCH_LOAD_SECONDS', 10),
  connections: 50,
  samples: envInt('BENCH_SCALE_SAMPLES', 200),
  rounds: envInt('BENCH_SCALE_ROUNDS', 3),
}
const reconcileSettings = {
  transactions: envInt('BENCH_RECONCILE_TRANSACTIONS', 100_000),
  smallTransactions: envInt('BENCH_RECONCILE_SMALL_TRANSACTIONS', 1_000),
  cards: envInt('BENCH_RECONCILE_CARDS', 20_000),
}
const SECTIONS = [
  'web',
  'api',
  'issuer',
  'issuer-flood',
  'reserves',
  'watcher',
  'open-payments',
  'burst-pglite',
  'scale',
  'reconcile',
] as const
type SectionName = (typeof SECTIONS)[number]
const only = (() => {
  const raw = process.env.BENCH_ONLY
  if (raw === undefined || raw.trim() === '') return undefined
  const names = raw.split(',').map((name) => name.trim())
  for (const name of names)
    if (!(SECTIONS as readonly string[]).includes(name))
      throw new Error(`BENCH_ONLY takes a comma list of ${SECTIONS.join(', ')}; got "${name}"`)
  return new Set(names as SectionName[])
})()
const runs = (name: SectionName) => only === undefined || only.has(name)
// The seeded user makes 100 purchases a card in one day: above the program's default daily count (50).
const serverEnv = { APPLICATION_DELAY: '0s', SETTLEMENT_DELAY: '1h', RISK_DAILY_COUNT: '1000' }

const started = performance.now()
const log = (line: string) =>
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`)
const tempDirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}

type Results = {
  machine: {
    cpus: string
    cores: number
    memoryGiB: number
    node: string
    platform: string
    loadAverage: { start: number; end: number }
  }
  startedAt: string
  seconds: number
  web?: {
    home: BundleFigure
    homeFetched: BundleFigure | undefined
    cardList: BundleFigure
    lighthouse: Record<string, LighthouseScores>
  }
  api: Record<string, Omit<ApiBenchResult, 'seeded'>>
  /** Sections that failed (the others still ran). */
  errors: { section: string; message: string }[]
  payments?: PaymentLatency
  burst?: CreditBurst
  burstPglite?: CreditBurst
  /** Credit latency with open payments behind a slow RPC (PGlite). */
  openPayments?: OpenPaymentsBench
  /** Authorization decisions through the Lithic webhook on PostgreSQL. */
  issuer?: IssuerBenchResult
  /** ASA latency alone and under a flood of junk-signed bodies, PostgreSQL. */
  issuerFlood?: IssuerFloodResult
  /** A reserves snapshot over many owners and proofs over HTTP, PostgreSQL. */
  reserves?: ReservesBenchResult
  /** The hot paths at 1,000 cards and at a program's size, PostgreSQL. */
  scale?: ScaleBenchResult
  /** The reconciliation of a day of Lithic transactions, PostgreSQL. */
  reconcile?: ReconcileBenchResult
  watcher: WatcherScaling
}

const results: Results = {
  machine: {
    cpus: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: round(loadavg()[0] ?? 0, 2), end: 0 },
  },
  startedAt: new Date().toISOString(),
  seconds: 0,
  api: {},
  errors: [],
  watcher: { status: 'missing', detail: 'not run' },
}

/** Runs one section; a failure is recorded in results.errors and the run goes on with the next section. */
async function section(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    results.errors.push({ section: name, message })
    log(`${name} failed: ${message}`)
  }
}

async function main(): Promise<void> {
  if (runs('web') || runs('api')) await runWebAndApiSections()
  await runIssuerSection()
  await runIssuerFloodSection()
  await runReservesSection()
  await runWatcherSection()
  await runOpenPaymentsSection()
  await runPgliteBurstSection()
  await runScaleSection()
  await runReconcileSection()
}

async function runReconcileSection(): Promise<void> {
  if (!runs('reconcile')) return
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    results.errors.push({
      section: 'reconcile',
      message: 'DATABASE_URL is not set: the reconcile section runs on PostgreSQL',
    })
    return
  }
  await section("the reconciliation of a day of Lithic's transactions on PostgreSQL", async () => {
    results.reconcile = await benchReconcile(databaseUrl, reconcileSettings, log)
  })
}

async function runIssuerSection(): Promise<void> {
  if (!runs('issuer')) return
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    results.errors.push({
      section: 'issuer',
      message: 'DATABASE_URL is not set: the issuer section runs on PostgreSQL',
    })
    return
  }
  await section('issuer decisions on PostgreSQL', async () => {
    results.issuer = await benchIssuerDecisions(databaseUrl, issuerSettings, log)
  })
}

async function runIssuerFloodSection(): Promise<void> {
  if (!runs('issuer-flood')) return
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    results.errors.push({
      section: 'issuer-flood',
      message: 'DATABASE_URL is not set: the issuer flood section runs on PostgreSQL',
    })
    return
  }
  await section('issuer decisions under a junk flood on PostgreSQL', async () => {
    results.issuerFlood = await benchIssuerFlood(databaseUrl, floodSettings, log)
  })
}

async function runScaleSection(): Promise<void> {
  if (!runs('scale')) return
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    results.errors.push({
      section: 'scale',
      message: 'DATABASE_URL is not set: the scale section runs on PostgreSQL',
    })
    return
  }
  if (scaleSettings.smallCards >= scaleSettings.cards)
    throw new Error('BENCH_SCALE_SMALL_CARDS must be below BENCH_SCALE_CARDS')
  await section("hot paths at a program's size on PostgreSQL", async () => {
    results.scale = await benchScale(databaseUrl, scaleSettings, log)
  })
}

async function runReservesSection(): Promise<void> {
  if (!runs('reserves')) return
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    results.errors.push({
      section: 'reserves',
      message: 'DATABASE_URL is not set: the reserves section runs on PostgreSQL',
    })
    return
  }
  if (reservesSettings.proofs / reservesSettings.proofOwners + 1 > 30)
    throw new Error('BENCH_RESERVES_PROOFS above 1450 would meet the proofs budget of 30 a minute per owner')
  await section('reserves snapshot and proofs on PostgreSQL', async () => {
    results.reserves = await benchReserves(databaseUrl, reservesSettings, log)
  })
}

async function runWebAndApiSections(): Promise<void> {
  log('building the web app into a temp directory')
  const webDist = buildWeb()
  tempDirs.push(webDist)
  const bundles = measureBundles(webDist)

  const dataDir = tempDir('chaincard-bench-data-')
  log('starting the sandbox chain (anvil, automine) and deploying the contracts')
  const chain = await startChain(dataDir)
  try {
    log('starting the server on PGlite')
    const server = await startServer({ dataDir, webDistDir: webDist, env: serverEnv })
    const ceiling = await startCeiling()
    const ceilingTarget = { name: 'bare Fastify route (ceiling)', url: ceiling.url }

    const lighthouse: Record<string, LighthouseScores> = {}
    for (const preset of runs('web') ? (['desktop', 'mobile'] as const) : []) {
      log(`Lighthouse ${preset} on ${server.origin}/ (${lighthouseRuns} runs)`)
      await section(`Lighthouse ${preset}`, async () => {
        lighthouse[preset] = await runLighthouse(`${server.origin}/`, preset, lighthouseRuns)
      })
    }
    if (runs('web'))
      results.web = {
        ...bundles,
        homeFetched: (() => {
          const urls = lighthouse.desktop?.fetchedUrls ?? lighthouse.mobile?.fetchedUrls
          return urls ? measureFetched(webDist, urls) : undefined
        })(),
        lighthouse,
      }
    if (!runs('api')) return

    await section('API under load and payment latency on PGlite', async () => {
      log('API under load on PGlite')
      const pglite = await benchApiLoad(
        server,
        chain,
        ceilingTarget,
        { ...settings, accountIndex: 5, confirmationBlocks: CONFIRMATION_BLOCKS },
        log,
      )
      const { seeded, ...pgliteFigures } = pglite
      results.api.pglite = pgliteFigures

      log(`payment latency: ${transfers} reported and ${transfers} unreported top-ups`)
      results.payments = await measurePaymentLatency(seeded.api, seeded.account, chain, seeded.cardIds, {
        count: transfers,
        confirmationBlocks: CONFIRMATION_BLOCKS,
      })
    })
    await server.stop()

    const databaseUrl = process.env.DATABASE_URL
    if (databaseUrl)
      await section('API under load on PostgreSQL', async () => {
        const database = await createTempPostgres(databaseUrl)
        try {
          const pgDataDir = tempDir('chaincard-bench-pg-')
          copyFileSync(join(dataDir, 'devchain.json'), join(pgDataDir, 'devchain.json'))
          log('starting the server on PostgreSQL (temporary database)')
          const pgServer = await startServer({
            dataDir: pgDataDir,
            webDistDir: webDist,
            databaseUrl: database.url,
            env: serverEnv,
          })
          // The floor: a bare route that makes one query to the same PostgreSQL, in a ceiling process of its own.
          const floorCeiling = await startCeiling({ databaseUrl: database.url })
          const floorUrl = floorCeiling.oneQueryUrl
          if (!floorUrl) throw new Error('the floor ceiling did not start with a database')
          try {
            log('API under load on PostgreSQL')
            const { seeded, ...pgFigures } = await benchApiLoad(
              pgServer,
              chain,
              ceilingTarget,
              { ...settings, accountIndex: 6, confirmationBlocks: CONFIRMATION_BLOCKS },
              log,
              { name: 'bare route + one PostgreSQL query (floor)', url: floorUrl },
            )
            results.api.postgres = pgFigures
            log(`credit burst: ${BURST_TRANSFERS} unreported transfers in 2 blocks`)
            results.burst = await measureCreditBurst(chain, seeded.account, database.url, {
              transfers: BURST_TRANSFERS,
              blockGapMs: BURST_GAP_MS,
            })
          } finally {
            await pgServer.stop()
            await floorCeiling.process.stop()
          }
        } finally {
          await database.drop()
        }
      })
    await ceiling.process.stop()
  } finally {
    await stopAllChildren()
    await chain.stop().catch(() => undefined)
  }
}

async function runOpenPaymentsSection(): Promise<void> {
  if (!runs('open-payments')) return
  log(
    `credit latency with ${OPEN_PAYMENTS} open payments, RPC +${OPEN_PAYMENTS_RPC_DELAY_MS} ms a call (PGlite)`,
  )
  await section('open payments behind a slow RPC', async () => {
    const dataDir = tempDir('chaincard-bench-open-')
    const chain = await startChain(dataDir)
    try {
      results.openPayments = await measureOpenPaymentsWithProxy(chain, dataDir, {
        open: OPEN_PAYMENTS,
        delayMs: OPEN_PAYMENTS_RPC_DELAY_MS,
        count: transfers / 2,
      })
    } finally {
      await chain.stop()
    }
  })
}

async function runPgliteBurstSection(): Promise<void> {
  if (!runs('burst-pglite')) return
  log(`credit burst on PGlite: ${BURST_PGLITE_TRANSFERS} unreported transfers in 2 blocks`)
  await section('credit burst on PGlite', async () => {
    const dataDir = tempDir('chaincard-bench-burst-')
    const chain = await startChain(dataDir)
    try {
      results.burstPglite = await measurePgliteCreditBurst(chain, devAccounts()[7]!, dataDir, {
        transfers: BURST_PGLITE_TRANSFERS,
        blockGapMs: BURST_GAP_MS,
      })
    } finally {
      await chain.stop()
    }
  })
}

async function runWatcherSection(): Promise<void> {
  if (!runs('watcher')) return
  log('watcher scaling (bench/watcher)')
  await section('watcher scaling', async () => {
    results.watcher = await runWatcherBench(log)
  })
}

function rows(r: Results): Row[] {
  // The runtime first: figures from Node 22 and Node 24 do not compare as the same build.
  const out: Row[] = [
    { figure: 'Node.js (server and load generator)', value: r.machine.node, budget: '-', ok: null },
  ]
  if (r.web) {
    out.push(
      {
        figure: 'JS for / (entry + static imports + sw.js, gzip)',
        value: kb(r.web.home.jsGzipBytes),
        budget: `<= ${kb(BUDGET.homeJsBytes)}`,
        ok: r.web.home.jsGzipBytes <= BUDGET.homeJsBytes,
      },
      r.web.homeFetched
        ? {
            figure: 'JS fetched by Chromium on / (gzip)',
            value: kb(r.web.homeFetched.jsGzipBytes),
            budget: `<= ${kb(BUDGET.homeJsBytes)}`,
            ok: r.web.homeFetched.jsGzipBytes <= BUDGET.homeJsBytes,
          }
        : {
            figure: 'JS fetched by Chromium on / (gzip)',
            value: 'missing',
            budget: `<= ${kb(BUDGET.homeJsBytes)}`,
            ok: null,
          },
      { figure: 'CSS for / (gzip)', value: kb(r.web.home.cssGzipBytes), budget: '-', ok: null },
      {
        figure: 'JS + CSS for /card (gzip)',
        value: `${kb(r.web.cardList.jsGzipBytes)} + ${kb(r.web.cardList.cssGzipBytes)}`,
        budget: '-',
        ok: null,
      },
    )
    for (const preset of ['desktop', 'mobile']) {
      const scores = r.web.lighthouse[preset]
      if (!scores) {
        out.push({
          figure: `Lighthouse ${preset} (/)`,
          value: 'missing',
          budget: `>= ${BUDGET.lighthouse}`,
          ok: null,
        })
        continue
      }
      const m = scores.metrics
      out.push({
        figure: `Lighthouse ${preset} metrics (/, median)`,
        value: `FCP ${Math.round(m.fcpMs)} ms, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls}`,
        budget: '-',
        ok: null,
      })
      for (const category of ['performance', 'accessibility'] as const) {
        out.push({
          figure: `Lighthouse ${preset} ${category} (/, median)`,
          value: `${scores[category]} (${scores.runs.map((run) => run[category]).join(', ')})`,
          budget: `>= ${BUDGET.lighthouse}`,
          ok: scores[category] >= BUDGET.lighthouse,
        })
      }
    }
  }
  if (!r.api.pglite && runs('api'))
    out.push({ figure: '[pglite] API under load', value: 'missing', budget: '-', ok: null })
  for (const [db, api] of Object.entries(r.api)) {
    out.push({
      figure: `[${db}] ${api.ceiling.name}`,
      value: `${Math.round(api.ceiling.requestsPerSecond)} req/s, p99 ${api.ceiling.p99Ms} ms`,
      budget: '-',
      ok: null,
    })
    for (const route of api.routes) {
      out.push({
        figure: `[${db}] ${route.name}`,
        value:
          `${Math.round(route.requestsPerSecond)} req/s (${ratio(route.ratioToCeiling)} ceiling), p99 ${route.p99Ms} ms` +
          (route.failed > 0 ? `, ${route.failed} failed` : ''),
        budget: `p99 <= ${BUDGET.p99Ms} ms, 0 failed`,
        ok: route.p99Ms <= BUDGET.p99Ms && route.failed === 0,
      })
    }
    if (api.floor)
      out.push({
        figure: `[${db}] ${api.floor.name}`,
        value: `${Math.round(api.floor.requestsPerSecond)} req/s (${ratio(api.floor.ratioToCeiling)} ceiling), p99 ${api.floor.p99Ms} ms`,
        budget: '-',
        ok: null,
      })
    if (db === 'postgres') {
      for (const route of api.routes) {
        out.push({
          figure: `[postgres] hot-path goal: ${route.name}`,
          value: `${ratio(route.ratioToCeiling)} ceiling, p99 ${route.p99Ms} ms`,
          budget: `>= ${BUDGET.hotPathRatio}x ceiling, p99 <= ${BUDGET.hotPathP99Ms} ms`,
          ok:
            route.ratioToCeiling >= BUDGET.hotPathRatio &&
            route.p99Ms <= BUDGET.hotPathP99Ms &&
            route.failed === 0,
        })
      }
    }
    out.push({
      figure: `[${db}] server RSS after the load runs`,
      value: `${round(api.rssMiB)} MiB`,
      budget: `<= ${BUDGET.rssMiB} MiB`,
      ok: api.rssMiB <= BUDGET.rssMiB,
    })
  }
  if (!r.payments && runs('api'))
    out.push({ figure: 'Payment latency', value: 'missing', budget: `<= ${BUDGET.paymentMs} ms`, ok: null })
  if (r.payments) {
    out.push(
      {
        figure: 'Payment latency, reported (median)',
        value: `${r.payments.reportedMedianMs} ms`,
        budget: `<= ${BUDGET.paymentMs} ms`,
        ok: r.payments.reportedMedianMs <= BUDGET.paymentMs,
      },
      {
        figure: 'Payment latency, watcher only (median)',
        value: `${r.payments.unreportedMedianMs} ms`,
        budget: `<= ${BUDGET.paymentMs} ms`,
        ok: r.payments.unreportedMedianMs <= BUDGET.paymentMs,
      },
    )
  }
  for (const [database, b, budgetMs] of [
    ['postgres', r.burst, BUDGET.burstLastCreditMs],
    ['pglite', r.burstPglite, BUDGET.burstPgliteLastCreditMs],
  ] as const) {
    if (!b) continue
    const once = b.credits === b.transfers && b.ledgerRows === b.transfers && b.cardsCredited === b.transfers
    out.push({
      figure: `[${database}] ${b.transfers} unreported transfers in 2 blocks: last credit after confirming block`,
      value: `${b.lastCreditMs} ms (half at ${b.halfCreditedMs} ms, ${b.creditsPerSecond} credits/s)${once ? ', each once' : `, NOT once: ${b.credits} credits, ${b.ledgerRows} ledger rows`}`,
      budget: `<= ${budgetMs} ms, exactly once`,
      ok: once && b.lastCreditMs <= budgetMs,
    })
  }
  if (r.openPayments) {
    const o = r.openPayments
    out.push({
      figure: `Credit latency with ${o.open} open payments, RPC +${o.rpcDelayMs} ms a call (median, ${o.database})`,
      value: `${o.openMedianMs} ms (${o.noneOpenMedianMs} ms with none open: ${o.ratio}x)`,
      budget: `<= 2x none open`,
      ok: o.openMedianMs <= 2 * o.noneOpenMedianMs,
    })
  }
  if (runs('issuer')) out.push(...issuerRows(r.issuer))
  if (runs('issuer-flood')) out.push(...issuerFloodRows(r.issuerFlood))
  if (runs('reserves')) out.push(...reservesRows(r.reserves))
  if (runs('scale')) out.push(...scaleRows(r.scale))
  if (runs('reconcile')) out.push(...reconcileRows(r.reconcile))
  if (runs('watcher')) out.push(...watcherRows(r.watcher))
  out.push({
    figure: 'Whole bench run',
    value: `${Math.round(r.seconds)} s`,
    budget: `<= ${BUDGET.totalSeconds} s`,
    ok: r.seconds <= BUDGET.totalSeconds,
  })
  return out
}

function issuerFloodRows(result: IssuerFloodResult | undefined): Row[] {
  const s = floodSettings
  const name = `[postgres] ASA p99 at ${s.rate}/s, quiet / while ${s.clients} clients post ${s.junkBytes / 1024} KB junk-signed bodies (3 secrets)`
  if (!result) return [{ figure: name, value: 'missing', budget: `<= ${BUDGET.asaFloodP99Ms} ms`, ok: null }]
  const answers = (a: Record<string, number>) =>
    Object.entries(a)
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ')
  const worst = Math.max(result.flood.p99Ms, result.floodRotating.p99Ms)
  const failed = result.quiet.failed + result.flood.failed + result.floodRotating.failed
  const busy = result.busy
  return [
    {
      figure: `[postgres] ASA p99 at ${s.rate}/s, quiet / with 200 open event streams and 30 statement renders (Japanese PDF) at once`,
      value:
        `${result.quiet.p99Ms} ms / ${busy.p99Ms} ms (p50 ${busy.p50Ms}, max ${busy.maxMs}, server CPU ${busy.serverCpuMsPerSecond} ms per s; ` +
        `streams ${answers(busy.streamAnswers)}; statements ${answers(busy.statementAnswers)}, slowest ${busy.statementMaxMs} ms)` +
        (busy.failed > 0 ? `, ${busy.failed} ASA failed` : ''),
      budget: `busy p99 <= ${BUDGET.asaBusyP99Ms} ms`,
      ok: busy.p99Ms <= BUDGET.asaBusyP99Ms && busy.failed === 0,
    },
    {
      figure: name,
      value:
        `${result.quiet.p99Ms} ms / ${result.flood.p99Ms} ms (server CPU ${result.quiet.serverCpuMsPerSecond} / ${result.flood.serverCpuMsPerSecond} ms per s) (max ${result.flood.maxMs}; junk ${answers(result.flood.junkAnswers)}, ${result.flood.junkPerSecond}/s)` +
        (failed > 0 ? `, ${failed} ASA failed` : ''),
      budget: `flood p99 <= ${BUDGET.asaFloodP99Ms} ms`,
      ok: result.flood.p99Ms <= BUDGET.asaFloodP99Ms && failed === 0,
    },
    {
      figure:
        '[postgres] same, each junk delivery from a new address (no per-client budget applies: the unproven clients share 2 MiB a second)',
      value: `${result.floodRotating.p99Ms} ms (p50 ${result.floodRotating.p50Ms}, max ${result.floodRotating.maxMs}, server CPU ${result.floodRotating.serverCpuMsPerSecond} ms per s; junk ${answers(result.floodRotating.junkAnswers)}, ${result.floodRotating.junkPerSecond}/s; load ${result.loadAverage.before} -> ${result.loadAverage.after})`,
      budget: '-',
      ok: worst <= BUDGET.asaFloodP99Ms ? true : null,
    },
  ]
}

function scaleRows(result: ScaleBenchResult | undefined): Row[] {
  const size = `${scaleSettings.cards.toLocaleString('en')} cards`
  if (!result) return [{ figure: `[postgres] hot paths at ${size}`, value: 'missing', budget: '-', ok: null }]
  const { small, large } = result
  // Each figure is the median of its rounds; the p99 of each round follows it, large then small.
  const byRound = (p99: (phase: ScalePhase) => number) =>
    ` [p99 by round: ${result.largeRounds.map(p99).join(' / ')}; ${result.smallRounds.map(p99).join(' / ')}]`
  const at = `${large.cards.toLocaleString('en')} cards, ${large.ledgerRows.toLocaleString('en')} ledger rows`
  const latency = (l: Latency) =>
    `p99 ${l.p99Ms} ms (p50 ${l.p50Ms})${l.failed > 0 ? `, ${l.failed} failed` : ''}`
  const growth = BUDGET.scaleP99Growth
  const out: Row[] = [
    {
      figure: `[postgres] scale: seeded ${at} (${(large.cards / 2).toLocaleString('en')} owners)`,
      value: `${result.seedSeconds} s`,
      budget: '-',
      ok: null,
    },
  ]
  for (const [i, route] of large.routes.entries()) {
    const before = small.routes[i]!
    out.push({
      figure: `[postgres] scale: ${route.name}, ${scaleSettings.connections} connections`,
      value: `p99 ${route.p99Ms} ms (p50 ${route.p50Ms}, ${Math.round(route.requestsPerSecond)} req/s) at ${at}; p99 ${before.p99Ms} ms (p50 ${before.p50Ms}, ${Math.round(before.requestsPerSecond)} req/s) at ${small.cards.toLocaleString('en')}${byRound((phase) => phase.routes[i]!.p99Ms)}${route.failed + before.failed > 0 ? `; ${route.failed} / ${before.failed} failed` : ''}`,
      budget: `p99 <= ${growth}x the small figure, 0 failed`,
      ok: route.p99Ms <= growth * before.p99Ms && route.failed === 0,
    })
  }
  out.push(
    {
      figure: `[postgres] scale: ASA decisions at ${scaleSettings.asaRate}/s on cards drawn from all`,
      value: `${latency(large.asa)} at ${large.cards.toLocaleString('en')}; ${latency(small.asa)} at ${small.cards.toLocaleString('en')}${byRound((phase) => phase.asa.p99Ms)}`,
      budget: `p99 <= ${growth}x the small figure, 0 failed`,
      ok: large.asa.p99Ms <= growth * small.asa.p99Ms && large.asa.failed === 0,
    },
    {
      figure: `[postgres] scale: history of a card with ${scaleSettings.historyRows.toLocaleString('en')} rows, page 1 / page 100 keyed (one at a time)`,
      value: `${latency(large.historyFirst)} / ${latency(large.historyDeep)} at ${large.cards.toLocaleString('en')}; ${latency(small.historyFirst)} / ${latency(small.historyDeep)} at ${small.cards.toLocaleString('en')}${byRound((phase) => phase.historyDeep.p99Ms)} (page 100)`,
      budget: `page 100 p99 <= ${BUDGET.scaleDeepPage}x page 1`,
      ok:
        large.historyDeep.p99Ms <= BUDGET.scaleDeepPage * large.historyFirst.p99Ms &&
        large.historyDeep.failed + large.historyFirst.failed === 0,
    },
    {
      figure: '[postgres] scale: the same page 100 by skip=990 (folds the 990 rows above it)',
      value: `${latency(large.historyDeepBySkip)} at ${large.cards.toLocaleString('en')}; ${latency(small.historyDeepBySkip)} at ${small.cards.toLocaleString('en')}`,
      budget: '-',
      ok: null,
    },
    {
      figure: `[postgres] scale: the month's statement (PDF) of that card (one at a time)`,
      value: `${latency(large.statement)} at ${large.cards.toLocaleString('en')}; ${latency(small.statement)} at ${small.cards.toLocaleString('en')}`,
      budget: '-',
      ok: large.statement.failed === 0 ? null : false,
    },
    {
      figure: '[postgres] scale: server RSS after the runs (load average before -> after)',
      value: `${large.rssMiB} MiB (${large.loadAverage.before} -> ${large.loadAverage.after}) at ${large.cards.toLocaleString('en')}; ${small.rssMiB} MiB (${small.loadAverage.before} -> ${small.loadAverage.after}) at ${small.cards.toLocaleString('en')}; before the statements ${large.rssBeforeStatementsMiB} / ${small.rssBeforeStatementsMiB} MiB`,
      budget: `<= ${BUDGET.rssMiB} MiB`,
      ok: large.rssMiB <= BUDGET.rssMiB,
    },
    {
      figure:
        '[postgres] scale: server RSS settled, 45 s after the last round (the statement threads renewed)',
      value: `${result.settledRssMiB.large} MiB at ${large.cards.toLocaleString('en')}; ${result.settledRssMiB.small} MiB at ${small.cards.toLocaleString('en')}`,
      budget: `<= ${BUDGET.rssMiB} MiB`,
      ok: result.settledRssMiB.large <= BUDGET.rssMiB,
    },
  )
  return out
}

function reconcileRows(result: ReconcileBenchResult | undefined): Row[] {
  const n = (count: number) => count.toLocaleString('en')
  const name = `[postgres] reconciliation of a day of ${n(reconcileSettings.transactions)} Lithic transactions (POST /api/admin/issuer/reconcile, ${n(reconcileSettings.cards)} cards)`
  if (!result)
    return [
      { figure: name, value: 'missing', budget: `<= ${BUDGET.reconcileSeconds} s, books right`, ok: null },
    ]
  const figures = (run: ReconcileRun) =>
    `${run.seconds} s, ${run.transactionsPerSecond} transactions/s (${run.expected.lost} lost applied, ${run.expected.differs} differing reported; server CPU ${run.serverCpuSeconds} s; load ${run.loadAverage.before} -> ${run.loadAverage.after})` +
    (run.wrong.length > 0 ? `; WRONG: ${run.wrong.join('; ')}` : '')
  const { small, large } = result
  return [
    {
      figure: name,
      value: `${figures(large)}; ${n(small.transactions)} transactions: ${figures(small)}`,
      budget: `<= ${BUDGET.reconcileSeconds} s, each lost one applied once, the differing reported`,
      ok: large.seconds <= BUDGET.reconcileSeconds && large.wrong.length === 0 && small.wrong.length === 0,
    },
    {
      figure: '[postgres] the same day reconciled again (changes nothing)',
      value: `${large.second.seconds} s at ${n(large.transactions)}; ${small.second.seconds} s at ${n(small.transactions)}`,
      budget: '-',
      ok: null,
    },
    {
      figure: '[postgres] server peak RSS through the reconciliation (VmHWM)',
      value: `${large.peakRssMiB} MiB at ${n(large.transactions)} (${large.rssBeforeMiB} MiB before); ${small.peakRssMiB} MiB at ${n(small.transactions)}`,
      budget: `<= ${BUDGET.rssMiB} MiB`,
      ok: large.peakRssMiB <= BUDGET.rssMiB,
    },
  ]
}

function reservesRows(result: ReservesBenchResult | undefined): Row[] {
  const owners = reservesSettings.owners.toLocaleString('en')
  const snapshot = `[postgres] reserves snapshot over ${owners} owners (POST /api/admin/reserves/snapshots)`
  const proof = `[postgres] reserves proof over HTTP (GET /api/reserves/proof, ${reservesSettings.proofs} one at a time)`
  if (!result)
    return [
      {
        figure: snapshot,
        value: 'missing',
        budget: `<= ${BUDGET.reservesSnapshotSeconds} s, <= ${BUDGET.reservesRssMiB} MiB`,
        ok: null,
      },
      { figure: proof, value: 'missing', budget: `p99 <= ${BUDGET.reservesProofP99Ms} ms`, ok: null },
    ]
  const steps = result.snapshotSteps
  return [
    {
      figure: snapshot,
      value:
        `${result.snapshotSeconds} s` +
        (steps
          ? ` (liabilities ${round(steps.liabilities / 1000)} s with the chain read meanwhile, the chain ${round(steps.reserves / 1000)} s more, tree built and stored ${round(steps.tree / 1000)} s)`
          : '') +
        `, ${result.leafCount.toLocaleString('en')} leaves; CPU: server ${result.cpu.server} s, anvil ${result.cpu.chain} s`,
      budget: `<= ${BUDGET.reservesSnapshotSeconds} s`,
      ok: result.snapshotSeconds <= BUDGET.reservesSnapshotSeconds,
    },
    {
      figure: '[postgres] server peak RSS through the snapshot (VmHWM)',
      value: `${result.peakRssMiB} MiB (${result.rssBeforeMiB} MiB before; load ${result.loadAverage.before} -> ${result.loadAverage.after})`,
      budget: `<= ${BUDGET.reservesRssMiB} MiB`,
      ok: result.peakRssMiB <= BUDGET.reservesRssMiB,
    },
    {
      figure: proof,
      value:
        `p99 ${result.proofP99Ms} ms (p50 ${result.proofP50Ms}, max ${result.proofMaxMs})` +
        (result.proofFailures > 0 ? `, ${result.proofFailures} wrong or failed` : ''),
      budget: `p99 <= ${BUDGET.reservesProofP99Ms} ms, 0 wrong`,
      ok: result.proofP99Ms <= BUDGET.reservesProofP99Ms && result.proofFailures === 0,
    },
  ]
}

function issuerRows(result: IssuerBenchResult | undefined): Row[] {
  const name = `[postgres] ASA decisions, webhook route (${issuerSettings.rate}/s for ${issuerSettings.seconds} s, ${issuerSettings.cards.toLocaleString('en')} cards)`
  if (!result)
    return [{ figure: name, value: 'missing', budget: `p99 <= ${BUDGET.asaP99Ms} ms, 0 failed`, ok: null }]
  return [
    {
      figure: name,
      value:
        `p99 ${result.p99Ms} ms (p50 ${result.p50Ms}, max ${result.maxMs}), ${result.sentPerSecond} req/s sent, ` +
        `${result.approved} approved, ${result.declined} declined` +
        (result.failed > 0 ? `, ${result.failed} failed` : ''),
      budget: `p99 <= ${BUDGET.asaP99Ms} ms, 0 failed`,
      ok: result.p99Ms <= BUDGET.asaP99Ms && result.failed === 0,
    },
    ...(result.withControls
      ? [
          {
            figure: `[postgres] ASA decisions with the owner's controls on half of ${issuerSettings.cards.toLocaleString('en')} other cards (${issuerSettings.rate}/s for ${issuerSettings.seconds} s)`,
            value:
              `p99 ${result.withControls.p99Ms} ms (p50 ${result.withControls.p50Ms}, max ${result.withControls.maxMs}), ` +
              `${result.withControls.approved} approved, ${result.withControls.declined} declined` +
              (result.withControls.failed > 0 ? `, ${result.withControls.failed} failed` : '') +
              `, ${result.withControls.overspentCards} over balance (load ${result.withControls.loadAverage.before} -> ${result.withControls.loadAverage.after})`,
            budget: `p99 <= ${BUDGET.asaP99Ms} ms, 0 failed, 0 over balance`,
            ok:
              result.withControls.p99Ms <= BUDGET.asaP99Ms &&
              result.withControls.failed === 0 &&
              result.withControls.overspentCards === 0,
          },
        ]
      : []),
    {
      figure: `[postgres] same route, bad signature refused before the database (${issuerSettings.rate}/s, 10 s)`,
      value: `p99 ${result.refusedP99Ms} ms (p50 ${result.refusedP50Ms})`,
      budget: '-',
      ok: null,
    },
    {
      figure: '[postgres] server CPU per ASA decision (load average during the run)',
      value: `${result.serverCpuMsPerDecision} ms (${result.loadAverage.before} -> ${result.loadAverage.after})`,
      budget: '-',
      ok: null,
    },
    {
      figure: '[postgres] overspend after the ASA load',
      value: `${result.overspentCards} cards over balance, ${result.mismatchedCards} with holds != approvals`,
      budget: '0 and 0',
      ok: result.overspentCards === 0 && result.mismatchedCards === 0,
    },
  ]
}

function watcherRows(w: WatcherScaling): Row[] {
  if (w.status !== 'measured')
    return [
      {
        figure: 'Watcher scaling (bench/watcher)',
        value: 'missing',
        budget: 'RPC calls flat in addresses',
        ok: null,
      },
    ]
  return [
    ...w.points.map((p) => ({
      figure: `Watcher, ${p.addresses.toLocaleString('en')} addresses`,
      value: `${round(p.blocksPerSecond)} blocks/s, ${round(p.rpcCallsPer1000Blocks)} RPC calls / 1,000 blocks`,
      budget: '-',
      ok: null,
    })),
    {
      figure: 'Watcher RPC calls, 10,000 vs 1,000 addresses',
      value: `${w.rpcGrowth.toFixed(2)}x`,
      budget: '<= 1.00x',
      ok: w.rpcGrowth <= 1,
    },
  ]
}

let failed: unknown
try {
  await main()
} catch (error) {
  failed = error
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  if (error instanceof Error && error.cause) process.stderr.write(`cause: ${String(error.cause)}\n`)
} finally {
  await stopAllChildren()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
}
results.seconds = round((performance.now() - started) / 1000)
results.machine.loadAverage.end = round(loadavg()[0] ?? 0, 2)
const table = formatTable(rows(results))
const resultsFile = only === undefined ? 'bench/results.json' : 'bench/results.partial.json'
writeFileSync(
  join(repoRoot, resultsFile),
  `${JSON.stringify({ ...results, only: only && [...only], table }, null, 2)}\n`,
)
const m = results.machine
console.log(
  `\n${table}\n\nMachine: ${m.cpus}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.platform}, Node ${m.node}; ` +
    `1-min load average ${m.loadAverage.start} at start, ${m.loadAverage.end} at the end.`,
)
for (const e of results.errors) console.log(`Section failed: ${e.section}: ${e.message}`)
console.log(`Written: ${resultsFile}`)
process.exit(failed || results.errors.length > 0 ? 1 : 0)
