import { join } from 'node:path'
import { getFreePort } from '@chaincard/devchain'
import { PGlite } from '@electric-sql/pglite'
import type { LocalAccount } from 'viem'
import { readMetricSum } from '../lib/readMetricSum'
import type { BenchChain } from '../sandbox/startChain'
import { startServer } from '../sandbox/startServer'
import {
  BURST_CARDS_SQL,
  type BurstCounts,
  burstAddresses,
  type CreditBurst,
  sendCreditBurst,
  toCreditBurst,
} from './measureCreditBurst'

/** The server's own database in DATA_DIR (apps/server `openDatabase`). */
const pgliteDirOf = (dataDir: string) => join(dataDir, 'db')

/** Runs `fn` on the PGlite database in `dataDir` while no server holds it (PGlite is one process's). */
async function withPglite<T>(dataDir: string, fn: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: pgliteDirOf(dataDir) })
  try {
    return await fn(db)
  } finally {
    await db.close()
  }
}

/**
 * The credit burst on the embedded default (PGlite in DATA_DIR, which the server holds alone): the server is
 * started once to create and migrate its database and stopped; the burst's cards are written into that database
 * (the same rows as on PostgreSQL); the server is started again and the transfers sent (`sendCreditBurst`),
 * credits counted from its `chaincard_payment_credits_total` (the metrics port: nothing else can read the
 * database while the server runs); once it is stopped again, the books are counted in the database itself.
 */
export async function measurePgliteCreditBurst(
  chain: BenchChain,
  account: LocalAccount,
  dataDir: string,
  { transfers, blockGapMs }: { transfers: number; blockGapMs: number },
): Promise<CreditBurst> {
  const metricsPort = await getFreePort()
  const start = () =>
    startServer({
      dataDir,
      webDistDir: join(dataDir, 'no-web-app'),
      env: { METRICS_PORT: String(metricsPort) },
    })
  await (await start()).stop()
  const addresses = burstAddresses(transfers)
  const lower = addresses.map((a) => a.toLowerCase())
  await withPglite(dataDir, async (db) => {
    await db.query(BURST_CARDS_SQL.user, [BURST_CARDS_SQL.owner])
    await db.query(BURST_CARDS_SQL.cards, [BURST_CARDS_SQL.owner, lower])
  })
  const server = await start()
  let timings: { lastCreditMs: number; halfCreditedMs: number }
  try {
    // Credits the server made before the burst (none: its cards are new) are not the burst's.
    const before = await readMetricSum(metricsPort, 'chaincard_payment_credits_total')
    timings = await sendCreditBurst(chain, account, addresses, {
      blockGapMs,
      credited: async () => (await readMetricSum(metricsPort, 'chaincard_payment_credits_total')) - before,
    })
  } finally {
    await server.stop()
  }
  const counts = await withPglite(
    dataDir,
    async (db) => (await db.query<BurstCounts>(BURST_CARDS_SQL.counts, [lower])).rows[0]!,
  )
  return toCreditBurst(transfers, timings, counts)
}
