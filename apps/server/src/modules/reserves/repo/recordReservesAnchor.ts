import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'

/** Notes on a stored snapshot where its signed text was published (a chain and a transaction). */
export async function recordReservesAnchor(
  db: Executor,
  { snapshotId, chainId, tx }: { snapshotId: string; chainId: number; tx: string },
): Promise<void> {
  await db.execute(sql`
    UPDATE reserves_snapshots SET anchor_chain_id = ${chainId}, anchor_tx = ${tx} WHERE id = ${snapshotId}
  `)
}
