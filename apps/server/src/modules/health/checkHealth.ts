import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { ChainClients } from '../../plugins/chainClients'
import { probe } from './probe'

export type HealthReport = {
  status: 'ok' | 'degraded'
  db: 'ok' | 'down'
  chains: Record<string, 'ok' | 'down'>
}

export type CheckHealthParameters = { db: Db; chains: ChainClients; timeoutMs?: number }

/** Probes the database and every enabled chain's node in parallel, each with a short timeout. */
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
  const allOk = dbState === 'ok' && chainStates.every((s) => s === 'ok')
  return { status: allOk ? 'ok' : 'degraded', db: dbState!, chains: chainReport }
}
