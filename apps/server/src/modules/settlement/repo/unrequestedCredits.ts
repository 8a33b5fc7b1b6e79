import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import type { PendingCredit } from '../planTopupLoads'

/**
 * The newest credits of a card (rows of card_ledger that added to its pending top-up), newest first, just
 * as many as cover `unrequestedMicro` (a running sum over the newest rows, so a long history is not read).
 */
export async function unrequestedCredits(
  db: Executor,
  cardId: string,
  unrequestedMicro: bigint,
): Promise<PendingCredit[]> {
  if (unrequestedMicro <= 0n) return []
  const result = await db.execute(sql`
    SELECT ref, amount::text AS amount, created_at AS "createdAt"
    FROM (
      SELECT id, ref, pending_delta AS amount, created_at,
        sum(pending_delta) OVER (ORDER BY id DESC) AS running
      FROM card_ledger
      WHERE card_id = ${cardId} AND pending_delta > 0
    ) AS newest
    WHERE running - amount < ${unrequestedMicro.toString()}::bigint
    ORDER BY id DESC`)
  const rows = (result as unknown as { rows: { ref: string; amount: string; createdAt: Date | string }[] })
    .rows
  return rows.map((r) => ({ ref: r.ref, amountMicro: BigInt(r.amount), createdAt: new Date(r.createdAt) }))
}
