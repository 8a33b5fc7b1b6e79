import { and, eq, isNotNull } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'

/**
 * Operator: asks the issuer again for a card whose issuance failed for good (once the cause is fixed): its
 * attempts and age start over (the next sweep asks at once, looking the card up first: an earlier attempt may
 * have created it with its answer lost, beyond the idempotency window); the last cause stays on the card. The exception stays for the operator to resolve. 404 for an
 * unknown id, 409 for a card whose issuance has not failed.
 */
export async function retryIssuance(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now()
  const rows = await ctx.db
    .update(cards)
    .set({
      issuanceAttempts: 0,
      issuanceFirstAttemptAt: null,
      issuanceNextAttemptAt: null,
      issuanceFailedAt: null,
      updatedAt: now,
    })
    .where(
      and(eq(cards.id, id), eq(cards.status, 'application_processing'), isNotNull(cards.issuanceFailedAt)),
    )
    .returning({ id: cards.id })
  if (rows.length > 0) return
  const [row] = await ctx.db.select({ id: cards.id }).from(cards).where(eq(cards.id, id))
  if (!row) throw new AppError('not_found', 'not found: no such card')
  throw new AppError('invalid_action', 'invalid action: the issuance of this card has not failed')
}
