import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { p99ByWindow } from '../lib/p99ByWindow'
import { readCpuSeconds } from '../lib/readCpuSeconds'
import { percentile, round } from '../lib/stats'
import { createTempPostgres } from '../sandbox/createTempPostgres'
import { startChain } from '../sandbox/startChain'
import { startServer } from '../sandbox/startServer'
import { readCardBooks, seedCardControls, seedIssuerCards } from './seedIssuerCards'
import { sendAtRate } from './sendAtRate'
import { asaRequestBody, benchWebhookSecret, signedHeaders } from './signAsaRequest'

export type IssuerBenchSettings = { rate: number; seconds: number; cards: number }

export type IssuerBenchResult = {
  settings: IssuerBenchSettings
  requests: number
  /** Requests per second actually sent (sending time of the last one). */
  sentPerSecond: number
  approved: number
  declined: number
  /** Non-200 answers, connection errors, or a body that is not a decision. */
  failed: number
  /** The failures by HTTP status (0: no answer) and the first answer of each. */
  failures: Record<string, { count: number; first: string }>
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Cards whose open holds exceed their balance: the overspend (must be 0). */
  overspentCards: number
  /** Cards whose held total differs from what the approvals add up to, or from their open holds (must be 0). */
  mismatchedCards: number
  /**
   * The same route, rate and server answering before the database (a bad signature: 401) for 10 s, just
   * before the measured load: what the machine allows a request at this rate at all.
   */
  refusedP50Ms: number
  refusedP99Ms: number
  /** Server CPU time (user + system) per decision during the measured load: what 200/s needs of a core. */
  serverCpuMsPerDecision: number
  /** Sum of the approved amounts, micro-USD. */
  approvedMicro: string
  /** 1-minute load average before and after the measured load (the machine is shared). */
  loadAverage: { before: number; after: number }
  /**
   * The same load on `cards` other cards, half of them with the owner's controls set (a daily and a monthly
   * limit, blocked categories, countries, online off): the decision then also reads and decides the controls.
   */
  withControls?: {
    p50Ms: number
    p99Ms: number
    maxMs: number
    approved: number
    /** Declined for the balance or by a control (VELOCITY_EXCEEDED, UNAUTHORIZED_MERCHANT). */
    declined: number
    failed: number
    cardsWithControls: number
    overspentCards: number
    loadAverage: { before: number; after: number }
  }
}

/** A phase's p99 window by window (5 s each), for the log: where its tail sits. */
const formatWindows = (sent: Parameters<typeof p99ByWindow>[0]) =>
  p99ByWindow(sent, 5000)
    .map((w) => `${w.fromMs / 1000}s: ${w.p99Ms} ms`)
    .join(', ')

const WARMUP_CARDS = 100
const CARD_BALANCE_MICRO = 10_000_000n // 10.00 USD each: about six purchases of 0.50-3.00 per card, some declined
const LITHIC_CLOSED_PORT = 'http://127.0.0.1:9' // the bench makes no call to Lithic; fetch refuses port 9

/**
 * Authorization decisions (Lithic ASA) through the real webhook route of the real server (the bundle `npm
 * start` runs) on PostgreSQL (a temporary database), signature check included: `rate` requests per second
 * for `seconds` s, open loop, each for 0.50-3.00 USD on one of `cards` active cards with 10.00 USD (chosen at
 * random). After a 5 s warm-up on other cards, and 10 s of the same requests refused at the signature (the
 * route without the database: the machine's own latency at this rate). Then every card's books: open holds never above the balance,
 * and the held total equals the sum of the approvals the bench received.
 */
export async function benchIssuerDecisions(
  databaseUrl: string,
  settings: IssuerBenchSettings,
  log: (line: string) => void,
): Promise<IssuerBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-bench-issuer-'))
  const secret = benchWebhookSecret()
  try {
    log('issuer: starting a chain for the server config and a temporary PostgreSQL database')
    const chain = await startChain(dataDir)
    const database = await createTempPostgres(databaseUrl)
    try {
      const server = await startServer({
        dataDir,
        webDistDir: join(dataDir, 'no-web-app'),
        databaseUrl: database.url,
        // BENCH_ISSUER_NODE_ARGS: Node.js flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`: where a
        // decision's CPU goes).
        nodeArgs: (process.env.BENCH_ISSUER_NODE_ARGS ?? '').split(' ').filter(Boolean),
        env: {
          ISSUER: 'lithic',
          LITHIC_API_KEY: 'bench-lithic-api-key',
          LITHIC_BASE_URL: LITHIC_CLOSED_PORT,
          LITHIC_WEBHOOK_SECRET: secret,
        },
      })
      try {
        log(`issuer: seeding ${2 * settings.cards + WARMUP_CARDS} active cards of 10.00 USD`)
        const seeded = await seedIssuerCards(
          database.url,
          2 * settings.cards + WARMUP_CARDS,
          CARD_BALANCE_MICRO,
        )
        const measured = seeded.tokens.slice(0, settings.cards)
        const controlled = seeded.tokens.slice(settings.cards, 2 * settings.cards)
        const warmup = seeded.tokens.slice(2 * settings.cards)
        const url = `${server.origin.replace('localhost', '127.0.0.1')}/api/issuer/lithic/events`
        const request = (token: string, cents: number) => {
          const body = asaRequestBody(token, cents)
          return { url, headers: signedHeaders(secret, body), body }
        }
        const cents = () => 50 + Math.floor(Math.random() * 251)

        log('issuer: 5 s warm-up')
        await sendAtRate(settings.rate, settings.rate * 5, (i) => request(warmup[i % warmup.length]!, 10))

        log('issuer: the same route refusing a bad signature, 10 s')
        const refused = await sendAtRate(settings.rate, settings.rate * 10, () => {
          const body = asaRequestBody(warmup[0]!, 10)
          return { url, headers: { ...signedHeaders(secret, body), 'webhook-signature': 'v1,AAAA' }, body }
        })
        // 401, or 429 once the sender spent its budget of failed signatures (refused before the body is read).
        if (refused.some((answer) => answer.status !== 401 && answer.status !== 429))
          throw new Error('a bad signature was not refused with 401 or 429')
        const refusedLatencies = refused.map((answer) => answer.latencyMs)
        // The bench's address spent its budget of failed signatures: wait out the window (60 s) before the
        // measured load, which comes from the same address.
        log('issuer: waiting 61 s for the failed-signature window to end')
        await new Promise((resolve) => setTimeout(resolve, 61_000))

        const count = settings.rate * settings.seconds
        log(`issuer: ${count} ASA requests at ${settings.rate}/s over ${settings.cards} cards`)
        const plan = Array.from({ length: count }, () => ({
          token: measured[Math.floor(Math.random() * measured.length)]!,
          cents: cents(),
        }))
        const loadBefore = loadavg()[0] ?? 0
        const cpuBefore = readCpuSeconds(server.pid)
        const sent = await sendAtRate(settings.rate, count, (i) => request(plan[i]!.token, plan[i]!.cents))
        const cpuSeconds = readCpuSeconds(server.pid) - cpuBefore
        const loadAfter = loadavg()[0] ?? 0
        log(`issuer: p99 by 5 s window ${formatWindows(sent)}`)

        const approvedByCard = new Map<string, bigint>()
        let approved = 0
        let declined = 0
        let failed = 0
        const failures: Record<string, { count: number; first: string }> = {}
        sent.forEach((answer, i) => {
          const decision =
            answer.status === 200
              ? (JSON.parse(answer.body) as { result?: string; approved_amount?: number })
              : undefined
          const result = decision?.result
          if (result === 'APPROVED') {
            approved++
            const { token, cents: amount } = plan[i]!
            // A partial approval (the sample's terminal takes them) holds what was approved.
            const held = BigInt(decision?.approved_amount ?? amount) * 10_000n
            approvedByCard.set(token, (approvedByCard.get(token) ?? 0n) + held)
          } else if (result === 'INSUFFICIENT_FUNDS') declined++
          else {
            failed++
            const key = String(answer.status)
            failures[key] = {
              count: (failures[key]?.count ?? 0) + 1,
              first: failures[key]?.first ?? answer.body.slice(0, 300),
            }
          }
        })
        const books = await readCardBooks(database.url, measured)
        let overspentCards = 0
        let mismatchedCards = 0
        for (const card of books) {
          if (card.openHolds > card.balanceMicro) overspentCards++
          if (card.heldMicro !== card.openHolds || card.heldMicro !== (approvedByCard.get(card.token) ?? 0n))
            mismatchedCards++
        }
        const latencies = sent.map((answer) => answer.latencyMs)
        const last = sent.at(-1)

        // The same load on other cards, half of them with the owner's controls set.
        const withControlsSet = controlled.filter((_, i) => i % 2 === 0)
        await seedCardControls(database.url, withControlsSet)
        log(
          `issuer: ${count} ASA requests at ${settings.rate}/s over ${settings.cards} cards, ${withControlsSet.length} with controls`,
        )
        const controlledPlan = Array.from({ length: count }, () => ({
          token: controlled[Math.floor(Math.random() * controlled.length)]!,
          cents: cents(),
        }))
        const controlledLoadBefore = loadavg()[0] ?? 0
        const controlledSent = await sendAtRate(settings.rate, count, (i) =>
          request(controlledPlan[i]!.token, controlledPlan[i]!.cents),
        )
        const controlledLoadAfter = loadavg()[0] ?? 0
        log(`issuer: with controls, p99 by 5 s window ${formatWindows(controlledSent)}`)
        let controlledApproved = 0
        let controlledDeclined = 0
        let controlledFailed = 0
        for (const answer of controlledSent) {
          const result =
            answer.status === 200 ? (JSON.parse(answer.body) as { result?: string }).result : undefined
          if (result === 'APPROVED') controlledApproved++
          else if (
            result === 'INSUFFICIENT_FUNDS' ||
            result === 'VELOCITY_EXCEEDED' ||
            result === 'UNAUTHORIZED_MERCHANT'
          )
            controlledDeclined++
          else controlledFailed++
        }
        const controlledBooks = await readCardBooks(database.url, controlled)
        const controlledLatencies = controlledSent.map((answer) => answer.latencyMs)
        return {
          withControls: {
            p50Ms: round(percentile(controlledLatencies, 50)),
            p99Ms: round(percentile(controlledLatencies, 99)),
            maxMs: round(Math.max(...controlledLatencies)),
            approved: controlledApproved,
            declined: controlledDeclined,
            failed: controlledFailed,
            cardsWithControls: withControlsSet.length,
            overspentCards: controlledBooks.filter((card) => card.openHolds > card.balanceMicro).length,
            loadAverage: { before: round(controlledLoadBefore, 2), after: round(controlledLoadAfter, 2) },
          },
          settings,
          requests: count,
          sentPerSecond: round(last ? count / (last.startMs / 1000 + 1 / settings.rate) : 0),
          approved,
          declined,
          failed,
          failures,
          refusedP50Ms: round(percentile(refusedLatencies, 50)),
          refusedP99Ms: round(percentile(refusedLatencies, 99)),
          p50Ms: round(percentile(latencies, 50)),
          p99Ms: round(percentile(latencies, 99)),
          maxMs: round(Math.max(...latencies)),
          overspentCards,
          mismatchedCards,
          serverCpuMsPerDecision: round((cpuSeconds * 1000) / count, 2),
          loadAverage: { before: round(loadBefore, 2), after: round(loadAfter, 2) },
          approvedMicro: [...approvedByCard.values()].reduce((a, b) => a + b, 0n).toString(),
        }
      } finally {
        await server.stop()
      }
    } finally {
      await database.drop()
      await chain.stop().catch(() => undefined)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
