import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { readCpuSeconds } from '../lib/readCpuSeconds'
import { readPeakRssMiB, readRssMiB } from '../lib/readRss'
import { round } from '../lib/stats'
import { createTempPostgres } from '../sandbox/createTempPostgres'
import { startChain } from '../sandbox/startChain'
import { startServer } from '../sandbox/startServer'
import { analyzeScaleTables, seedScaleCards } from '../scale/seedScaleCards'
import { readDayBooks } from './checkReconciledDay'
import { fateCounts, type ScriptedDay } from './scriptLithicDay'
import { seedLithicDay } from './seedLithicDay'
import { startFakeLithicApi } from './startFakeLithicApi'

export type ReconcileSettings = {
  /** Cards the transactions are spread over (the scale seed's, two an owner). */
  cards: number
  /** Transactions of the large day, and of the small one beside it. */
  transactions: number
  smallTransactions: number
}

/** What the operator route answered of a run (the kept result). */
type Kept = {
  status: string
  transactions: number
  missed: number
  mismatches: number
  newExceptions: number
  error: string | null
}

export type ReconcileRun = {
  transactions: number
  /** Sent to answered, the route's whole run (Lithic's pages read, each transaction applied and compared). */
  seconds: number
  transactionsPerSecond: number
  /** `transactions.list` pages the server read. */
  pages: number
  serverCpuSeconds: number
  /** The server's RSS before the run, and its peak through it (VmHWM, reset before the run). */
  rssBeforeMiB: number
  peakRssMiB: number
  loadAverage: { before: number; after: number }
  first: Kept
  second: Kept & { seconds: number }
  expected: { lost: number; differs: number }
  /** Every check that failed (empty: the books are right). */
  wrong: string[]
}

export type ReconcileBenchResult = {
  settings: ReconcileSettings
  seedSeconds: number
  small: ReconcileRun
  large: ReconcileRun
}

const API_KEY = 'bench-lithic-api-key'

/**
 * The daily reconciliation with Lithic's books at a program's size, on PostgreSQL (a temporary database): the
 * real server (the bundle `npm start` runs, `ISSUER=lithic`, `LITHIC_BASE_URL` at a fake Lithic on 127.0.0.1
 * that serves the scripted days through the SDK's real HTTP: `startFakeLithicApi`), `cards` cards seeded in bulk
 * (`seedScaleCards`), two scripted days (`scriptLithicDay.ts`) of `smallTransactions` and `transactions` card
 * transactions in the books as the webhooks left them but for the lost ones (`seedLithicDay`). Each day is
 * reconciled as an operator does (`POST /api/admin/issuer/reconcile`, what `npm run ops -- issuer reconcile
 * --date D` sends; the hourly job runs the same `runReconciliation` per day), timed from sending to the answer,
 * with the server's CPU and peak RSS; then checked (every lost one booked exactly once, the differing ones and
 * only they raised, the answer's figures) and run again (nothing may change).
 */
export async function benchReconcile(
  databaseUrl: string,
  settings: ReconcileSettings,
  log: (line: string) => void,
): Promise<ReconcileBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-bench-reconcile-'))
  const today = Date.now() - (Date.now() % 86_400_000)
  const dayOf = (daysAgo: number) => new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10)
  // Older than yesterday: the job's own round at start reconciles yesterday only (ISSUER_RECONCILE_DAYS 1).
  const small: ScriptedDay = {
    day: dayOf(3),
    transactions: settings.smallTransactions,
    cards: settings.cards,
  }
  const large: ScriptedDay = { day: dayOf(2), transactions: settings.transactions, cards: settings.cards }
  try {
    log(
      'reconcile: starting a chain for the server config, a temporary PostgreSQL database and a fake Lithic',
    )
    const chain = await startChain(dataDir)
    const database = await createTempPostgres(databaseUrl)
    const lithic = await startFakeLithicApi(API_KEY, [small, large])
    try {
      const server = await startServer({
        dataDir,
        webDistDir: join(dataDir, 'no-web-app'),
        databaseUrl: database.url,
        env: {
          ISSUER: 'lithic',
          LITHIC_API_KEY: API_KEY,
          LITHIC_BASE_URL: lithic.url,
          LITHIC_WEBHOOK_SECRET: `whsec_${Buffer.from('chaincard-bench-reconcile-secret').toString('base64')}`,
          ISSUER_RECONCILE_DAYS: '1',
        },
      })
      try {
        let seedSeconds = 0
        const batch = 50_000
        for (let from = 1; from <= settings.cards; from += batch) {
          const seeded = await seedScaleCards(database.url, from, Math.min(settings.cards, from + batch - 1))
          seedSeconds += seeded.seconds
        }
        await analyzeScaleTables(database.url)
        log(`reconcile: ${settings.cards.toLocaleString('en')} cards seeded in ${round(seedSeconds)} s`)
        for (const script of [small, large]) {
          const { seconds } = await seedLithicDay(database.url, script)
          seedSeconds += seconds
          log(
            `reconcile: ${script.transactions.toLocaleString('en')} transactions of ${script.day} in the books in ${round(seconds)} s`,
          )
        }
        const origin = server.origin.replace('localhost', '127.0.0.1')
        const token = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim()
        const reconcile = (day: string) =>
          postWithoutTimeout(
            `${origin}/api/admin/issuer/reconcile`,
            { authorization: `Bearer ${token}` },
            { date: day },
          )
        const run = async (script: ScriptedDay): Promise<ReconcileRun> => {
          const before = await readDayBooks(database.url, script)
          const expected = fateCounts(script.transactions)
          const pagesBefore = lithic.pages()
          const rssBeforeMiB = readRssMiB(server.pid)
          // Resets VmHWM to the current RSS, so the peak read after is this run's (proc(5) clear_refs).
          writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
          const cpuBefore = readCpuSeconds(server.pid)
          const loadBefore = loadavg()[0] ?? 0
          log(`reconcile: ${script.day}, ${script.transactions.toLocaleString('en')} transactions`)
          const sent = performance.now()
          const first = keptOf(await reconcile(script.day))
          const seconds = (performance.now() - sent) / 1000
          const serverCpuSeconds = readCpuSeconds(server.pid) - cpuBefore
          const peakRssMiB = readPeakRssMiB(server.pid)
          const loadAfter = loadavg()[0] ?? 0
          const pages = lithic.pages() - pagesBefore
          const after = await readDayBooks(database.url, script)
          const sentAgain = performance.now()
          const second = keptOf(await reconcile(script.day))
          const secondSeconds = (performance.now() - sentAgain) / 1000
          const again = await readDayBooks(database.url, script)
          const wrong: string[] = []
          const expect = (what: string, value: unknown, want: unknown) => {
            if (value !== want) wrong.push(`${what}: ${String(value)}, expected ${String(want)}`)
          }
          expect('lost clearings booked before', before.lostBooked, 0)
          expect('mismatch exceptions before', before.mismatchExceptions, 0)
          expect('first run status', first.status, 'done')
          expect('first run transactions', first.transactions, script.transactions)
          expect('first run missed', first.missed, expected.lost)
          expect('first run mismatches', first.mismatches, expected.differs)
          expect('first run new exceptions', first.newExceptions, expected.differs)
          expect('lost clearings booked', after.lostBooked, expected.lost)
          expect('lost clearings booked twice', after.lostBookedTwice, 0)
          expect('clearing rows', after.ledgerRows, before.ledgerRows + expected.lost)
          expect('mismatch exceptions', after.mismatchExceptions, expected.differs)
          expect('mismatch exceptions of the differing ones', after.differingExceptions, expected.differs)
          expect('second run status', second.status, 'done')
          expect('second run missed', second.missed, 0)
          expect('second run new exceptions', second.newExceptions, 0)
          expect('second run mismatches', second.mismatches, expected.differs)
          expect('clearing rows after the second run', again.ledgerRows, after.ledgerRows)
          expect('balances after the second run', again.balanceMicro, after.balanceMicro)
          expect(
            'mismatch exceptions after the second run',
            again.mismatchExceptions,
            after.mismatchExceptions,
          )
          const result: ReconcileRun = {
            transactions: script.transactions,
            seconds: round(seconds, 2),
            transactionsPerSecond: round(script.transactions / seconds),
            pages,
            serverCpuSeconds: round(serverCpuSeconds, 2),
            rssBeforeMiB: round(rssBeforeMiB),
            peakRssMiB: round(peakRssMiB),
            loadAverage: { before: round(loadBefore, 2), after: round(loadAfter, 2) },
            first,
            second: { ...second, seconds: round(secondSeconds, 2) },
            expected: { lost: expected.lost, differs: expected.differs },
            wrong,
          }
          log(
            `reconcile: ${script.transactions.toLocaleString('en')} in ${result.seconds} s (${result.transactionsPerSecond}/s, ${pages} pages, server CPU ${result.serverCpuSeconds} s, peak RSS ${result.peakRssMiB} MiB, load ${result.loadAverage.before} -> ${result.loadAverage.after}); second run ${result.second.seconds} s; ${wrong.length === 0 ? 'books right' : `WRONG: ${wrong.join('; ')}`}`,
          )
          return result
        }
        const smallRun = await run(small)
        const largeRun = await run(large)
        return { settings, seedSeconds: round(seedSeconds), small: smallRun, large: largeRun }
      } finally {
        await server.stop()
      }
    } finally {
      await lithic.stop()
      await database.drop()
      await chain.stop().catch(() => undefined)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function keptOf(answer: { status: number; body: string }): Kept {
  if (answer.status !== 200)
    throw new Error(`POST /api/admin/issuer/reconcile: ${answer.status} ${answer.body}`)
  const { reconciliation } = JSON.parse(answer.body) as { reconciliation: Kept }
  return reconciliation
}

/** A POST answered whenever it is (fetch gives up on headers after 300 s; a run may take longer). */
function postWithoutTimeout(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; body: string }> {
  const text = JSON.stringify(body)
  return new Promise((done, fail) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', fail)
      },
    )
    req.on('error', fail)
    req.end(text)
  })
}
