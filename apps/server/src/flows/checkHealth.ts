import type { HealthResponse, IssuerHealth } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../db'
import { readWatcherHealth } from '../modules/watcher'
import type { ChainClients } from '../plugins/chainClients'
import { probe } from '../runtime/probe'

export type HealthReport = HealthResponse

export type CheckHealthParameters = {
  db: Db
  chains: ChainClients
  /** The card issuer's name and state (`cachedIssuerProbe`). */
  issuer: () => Promise<IssuerHealth>
  timeoutMs?: number
}

/**
 * Probes the database, every enabled chain's node and the card issuer in parallel, each with a short timeout, and reads what
 * each chain's payment watcher last recorded (lag behind the head, failures in a row, the last error): a
 * provider that keeps failing shows here, not only in logs.
 */
export async function checkHealth({
  db,
  chains,
  issuer,
  timeoutMs = 1_500,
}: CheckHealthParameters): Promise<HealthReport> {
  const [issuerHealth, dbState, ...chainStates] = await Promise.all([
    issuer(),
    probe(() => db.execute(sql`select 1`), timeoutMs),
    ...chains.list.map((c) => probe(() => c.client.getBlockNumber({ cacheTime: 0 }), timeoutMs)),
  ])
  const chainReport = Object.fromEntries(chains.list.map((c, i) => [String(c.runtime.id), chainStates[i]!]))
  const ids = chains.list.map((c) => c.runtime.id)
  const watchers =
    dbState === 'ok' ? await readWatcherHealth(db, ids).catch(() => emptyWatchers(ids)) : emptyWatchers(ids)
  const watchersOk = Object.values(watchers).every((w) => w.failures === 0)
  const allOk =
    dbState === 'ok' && chainStates.every((s) => s === 'ok') && watchersOk && issuerHealth.state === 'ok'
  return {
    status: allOk ? 'ok' : 'degraded',
    db: dbState!,
    chains: chainReport,
    watchers,
    issuer: issuerHealth,
  }
}

function emptyWatchers(ids: readonly number[]): HealthResponse['watchers'] {
  return Object.fromEntries(
    ids.map((id) => [String(id), { lagBlocks: null, lastPassAt: null, failures: 0, lastError: null }]),
  )
}
