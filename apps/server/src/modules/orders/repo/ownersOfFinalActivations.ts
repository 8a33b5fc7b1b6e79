import { MIN_FIRST_TOPUP_MICRO_USD } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

/**
 * Owners of the given cards whose referral is still to reward (user_activations.referral_rewarded_at unset) and
 * whose card was activated by its first top-up (paid, past `new` / `pending`) with money that is now final: the
 * credited payments of the card whose transfers are all final (and not refunded as a partial payment) add up
 * to the minimum first top-up. A reorg that reverses the activating credit first sends the order back to
 * `pending` and clears `paid_at`, so such a card is never among them.
 */
export async function ownersOfFinalActivations(tx: Executor, cardIds: readonly string[]): Promise<string[]> {
  if (cardIds.length === 0) return []
  const ids = sql.join(
    cardIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = await tx.execute(sql`
    SELECT DISTINCT c.owner_address AS owner
    FROM cards c
    JOIN user_activations ua ON ua.address = c.owner_address AND ua.referral_rewarded_at IS NULL
    WHERE c.id IN (${ids})
      AND c.paid_at IS NOT NULL
      AND c.status NOT IN ('new', 'pending')
      AND (
        SELECT coalesce(sum(p.gross_micro), 0)
        FROM payments p
        WHERE p.card_id = c.id
          AND p.status = 'credited'
          AND EXISTS (SELECT 1 FROM payment_credits pc WHERE pc.payment_id = p.id AND pc.orphaned_at IS NULL)
          AND NOT EXISTS (
            SELECT 1 FROM payment_credits pc
            WHERE pc.payment_id = p.id AND pc.orphaned_at IS NULL AND pc.final_at IS NULL
          )
          AND NOT EXISTS (
            SELECT 1 FROM deposit_exceptions de
            WHERE de.dedupe_key = 'partial:' || p.id AND de.status = 'refunded'
          )
      ) >= ${MIN_FIRST_TOPUP_MICRO_USD.toString()}::bigint`)
  return rowsOf<{ owner: string }>(result).map((r) => r.owner)
}
