import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnTsx } from '../lib/childProcesses'
import { readCpuSeconds } from '../lib/readCpuSeconds'
import { percentile, round } from '../lib/stats'
import { createTempPostgres } from '../sandbox/createTempPostgres'
import { startChain } from '../sandbox/startChain'
import { startServer } from '../sandbox/startServer'
import { type BusyUsersFigures, startBusyUsers } from './busyUsers'
import { seedIssuerCards } from './seedIssuerCards'
import { type Sent, sendAtRate } from './sendAtRate'
import { asaRequestBody, benchWebhookSecret, signedHeaders } from './signAsaRequest'

export type IssuerFloodSettings = {
  /** ASA requests per second, open loop, in every phase. */
  rate: number
  /** Seconds of each phase. */
  seconds: number
  /** Clients posting junk at once. */
  clients: number
  /** Size of each junk body, bytes. */
  junkBytes: number
}

type LatencyFigures = {
  p50Ms: number
  p99Ms: number
  maxMs: number
  decided: number
  failed: number
  /** Server CPU time (user + system) per second of the phase, ms: a figure the machine's other load moves less. */
  serverCpuMsPerSecond: number
}

type FloodFigures = LatencyFigures & {
  /** Junk deliveries answered during the phase, by HTTP status (0: no answer). */
  junkAnswers: Record<string, number>
  junkPerSecond: number
}

export type IssuerFloodResult = {
  settings: IssuerFloodSettings
  /** ASA alone. */
  quiet: LatencyFigures
  /** ASA while BUSY_STREAMS event streams are open and BUSY_STATEMENTS statements are asked at once. */
  busy: LatencyFigures & BusyUsersFigures
  /** ASA while each junk client keeps one address (the failed-signature budget answers it 429 soon). */
  flood: FloodFigures
  /** ASA while every junk delivery comes from a new address (the budget never applies: every body is hashed). */
  floodRotating: FloodFigures
  loadAverage: { before: number; after: number }
}

const CARDS = 300
/** The busy phase: open event streams and statement renders (Japanese PDFs) beside the authorizations. */
// BENCH_FLOOD_BUSY_STREAMS / BENCH_FLOOD_BUSY_STATEMENTS: other counts, to see what each part costs.
const BUSY_STREAMS = Number(process.env.BENCH_FLOOD_BUSY_STREAMS ?? 200)
const BUSY_STATEMENTS = Number(process.env.BENCH_FLOOD_BUSY_STATEMENTS ?? 30)
const CARD_BALANCE_MICRO = 1_000_000_000n // 1,000 USD: no decline for lack of funds in these few seconds
const LITHIC_CLOSED_PORT = 'http://127.0.0.1:9'
/** Lithic's address as the proxy in front of the server says it (X-Forwarded-For, TRUST_PROXY=loopback). */
const ISSUER_ADDRESS = '203.0.113.10'

function figures(sent: Sent[], serverCpuMsPerSecond: number): LatencyFigures {
  const latencies = sent.map((answer) => answer.latencyMs)
  const decided = sent.filter((answer) => answer.status === 200 && answer.body.includes('"result"')).length
  return {
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
    decided,
    failed: sent.length - decided,
    serverCpuMsPerSecond: round(serverCpuMsPerSecond),
  }
}

/**
 * With BENCH_FLOOD_TRACE=1, the worst latency per second of a phase: when in it the decisions waited (a tail
 * at the phase's start is a cold path; one at a fixed period is a job).
 */
function trace(name: string, sent: Sent[], log: (line: string) => void) {
  if (process.env.BENCH_FLOOD_TRACE !== '1') return
  const worst = new Map<number, number>()
  for (const r of sent) {
    const second = Math.floor(r.startMs / 1000)
    worst.set(second, Math.max(worst.get(second) ?? 0, r.latencyMs))
  }
  log(
    `issuer flood: ${name}, worst ms per second: ${[...worst.values()].map((v) => Math.round(v)).join(' ')}`,
  )
  const first = sent.slice(0, 40).map((r) => `${Math.round(r.startMs)}+${Math.round(r.latencyMs)}`)
  log(`issuer flood: ${name}, first requests (sent at ms + latency ms): ${first.join(' ')}`)
}

/**
 * The junk clients (`floodClients.ts`) in a process of their own, until `stop()`: what they were answered.
 */
function startFlood(url: string, settings: IssuerFloodSettings, rotate: boolean) {
  const child = spawnTsx('flood clients', 'bench/src/issuer/floodClients.ts', {
    FLOOD_URL: url,
    FLOOD_CLIENTS: String(settings.clients),
    FLOOD_BYTES: String(settings.junkBytes),
    FLOOD_ROTATE: rotate ? '1' : '',
  })
  return {
    async stop(): Promise<{ answers: Record<string, number>; perSecond: number }> {
      const closed = new Promise((resolve) => child.child.once('close', resolve))
      await child.stop(5_000)
      await closed // its stdout read to the end
      const line = child
        .tail()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{"answers"'))
      if (!line) throw new Error(`the flood clients printed no counts:\n${child.tail()}`)
      const counts = JSON.parse(line) as { answers: Record<string, number>; sent: number; seconds: number }
      return { answers: counts.answers, perSecond: round(counts.sent / counts.seconds) }
    },
  }
}

/**
 * The decision path under junk: the real server (`npm start`'s bundle, ISSUER=lithic, three webhook
 * secrets, TRUST_PROXY=loopback as behind a proxy) on a temporary PostgreSQL database. ASA requests at `rate`
 * per second from the issuer's address, first alone (quiet), then while `clients` clients post `junkBytes`
 * junk-signed bodies as fast as they are answered, each from one address, then each delivery from a new
 * address. Latency: sending to the end of the answer, queueing included; the junk clients run in this
 * process, on the same machine.
 */
export async function benchIssuerFlood(
  databaseUrl: string,
  settings: IssuerFloodSettings,
  log: (line: string) => void,
): Promise<IssuerFloodResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-bench-flood-'))
  const secrets = [benchWebhookSecret(), benchWebhookSecret(), benchWebhookSecret()]
  try {
    log('issuer flood: starting a chain for the server config and a temporary PostgreSQL database')
    const chain = await startChain(dataDir)
    const database = await createTempPostgres(databaseUrl)
    try {
      const server = await startServer({
        dataDir,
        webDistDir: join(dataDir, 'no-web-app'),
        databaseUrl: database.url,
        // BENCH_FLOOD_NODE_ARGS: Node.js flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
        nodeArgs: (process.env.BENCH_FLOOD_NODE_ARGS ?? '').split(' ').filter(Boolean),
        env: {
          ISSUER: 'lithic',
          LITHIC_API_KEY: 'bench-lithic-api-key',
          LITHIC_BASE_URL: LITHIC_CLOSED_PORT,
          LITHIC_WEBHOOK_SECRET: secrets.join(','),
          TRUST_PROXY: 'loopback',
        },
      })
      try {
        const seeded = await seedIssuerCards(database.url, CARDS, CARD_BALANCE_MICRO)
        const url = `${server.origin.replace('localhost', '127.0.0.1')}/api/issuer/lithic/events`
        const count = settings.rate * settings.seconds
        // Signed with the last secret: a genuine delivery is checked under all three, as junk is.
        const asa = (i: number) => {
          const body = asaRequestBody(seeded.tokens[i % seeded.tokens.length]!, 50)
          return {
            url,
            headers: { ...signedHeaders(secrets[2]!, body), 'x-forwarded-for': ISSUER_ADDRESS },
            body,
          }
        }
        log('issuer flood: 3 s warm-up')
        await sendAtRate(settings.rate, settings.rate * 3, asa)
        const loadBefore = loadavg()[0] ?? 0

        log(`issuer flood: quiet, ${count} ASA requests at ${settings.rate}/s`)
        const timed = async <T>(run: () => Promise<T>) => {
          const cpu = readCpuSeconds(server.pid)
          const started = performance.now()
          const value = await run()
          return {
            value,
            cpuMsPerSecond: ((readCpuSeconds(server.pid) - cpu) * 1e6) / (performance.now() - started),
          }
        }
        const quietRun = await timed(() => sendAtRate(settings.rate, count, asa))
        const quiet = figures(quietRun.value, quietRun.cpuMsPerSecond)
        trace('quiet', quietRun.value, log)

        log(
          `issuer flood: busy, ${BUSY_STREAMS} open event streams and ${BUSY_STATEMENTS} statement renders beside the ASA requests`,
        )
        const users = await startBusyUsers(database.url, server.origin.replace('localhost', '127.0.0.1'), {
          streams: BUSY_STREAMS,
          statements: BUSY_STATEMENTS,
        })
        const busyRun = await timed(() => sendAtRate(settings.rate, count, asa))
        const busyUsers = await users.stop()
        trace('busy', busyRun.value, log)
        const busy = { ...figures(busyRun.value, busyRun.cpuMsPerSecond), ...busyUsers }

        const phase = async (name: string, rotate: boolean) => {
          log(`issuer flood: ${name}, ${settings.clients} clients posting ${settings.junkBytes} B junk`)
          const flood = startFlood(url, settings, rotate)
          await new Promise((resolve) => setTimeout(resolve, 2_000)) // the flood is on before the first ASA
          const sent = await timed(() => sendAtRate(settings.rate, count, asa))
          const junk = await flood.stop()
          trace(name, sent.value, log)
          return {
            ...figures(sent.value, sent.cpuMsPerSecond),
            junkAnswers: junk.answers,
            junkPerSecond: junk.perSecond,
          }
        }
        const fixed = await phase('flood, one address per client', false)
        const rotating = await phase('flood, a new address per delivery', true)
        return {
          settings,
          quiet,
          busy,
          flood: fixed,
          floodRotating: rotating,
          loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) },
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
