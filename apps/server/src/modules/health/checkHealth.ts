import type { HealthResponse } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { ChainClients } from '../../plugins/chainClients'
import { readWatcherHealth } from '../watcher/chainStatus'
import { probe } from './probe'

export type HealthReport = HealthResponse

export type CheckHealthParameters = { db: Db; chains: ChainClients; timeoutMs?: number }

/**
 * Probes the database and every enabled chain's node in parallel, each with a short timeout, and reads what
 * each chain's payment watcher last recorded (lag behind the head, failures in a row, the last error): a
 * provider that keeps failing shows here, not only in logs.
 */
export async function checkHealth({
  db,
  chains,
  timeoutMs = 1_500,
}: CheckHealthParameters): Promise<HealthReport> {
  const [dbState, ...chainStates] = await Promise.all([
    probe(() => db.execute(sql`select 1`), timeoutMs),
    ...chains.list.map((c) => probe(() => c.client.getBlockNumber({ cacheTime: 0 }), timeoutMs)),
  ])
  const chainReport = Object.fromEntries(chains.list.map((c, i) => [String(c.runtime.id), chainStates[i]!]))
  const ids = chains.list.map((c) => c.runtime.id)
  const watchers =
    dbState === 'ok' ? await readWatcherHealth(db, ids).catch(() => emptyWatchers(ids)) : emptyWatchers(ids)
  const watchersOk = Object.values(watchers).every((w) => w.failures === 0)
  const allOk = dbState === 'ok' && chainStates.every((s) => s === 'ok') && watchersOk
  return { status: allOk ? 'ok' : 'degraded', db: dbState!, chains: chainReport, watchers }
}

function emptyWatchers(ids: readonly number[]): HealthResponse['watchers'] {
  return Object.fromEntries(
    ids.map((id) => [String(id), { lagBlocks: null, lastPassAt: null, failures: 0, lastError: null }]),
  )
}
