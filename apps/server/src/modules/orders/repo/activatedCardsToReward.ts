import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

/**
 * Cards past their order (paid, not `new` / `pending`) whose owner's referral is still to reward: the
 * candidates of the referral sweep (sweepFinalActivations), oldest first. Whether their money is final is
 * decided under the card's lock (ownersOfFinalActivations); an owner whose reward was claimed leaves the list.
 */
export async function activatedCardsToReward(db: Executor, limit = 500): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT c.id
    FROM cards c
    JOIN user_activations ua ON ua.address = c.owner_address AND ua.referral_rewarded_at IS NULL
    WHERE c.paid_at IS NOT NULL AND c.status NOT IN ('new', 'pending')
    ORDER BY c.paid_at, c.id
    LIMIT ${limit}`)
  return rowsOf<{ id: string }>(result).map((r) => r.id)
}
