import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../../db'
import { cardAuthorizations, cards } from '../../../db/schema/cards'
import { issuerEvents } from '../../../db/schema/issuer'
import { applyParkedEvents } from './applyParkedEvents'
import type { IssuerName } from './InboundEvent'
import { lockEventCard } from './repo/lockEventCard'

/** Transactions looked at per pass at most (the rest wait for the next one). */
const STRANDED_PER_PASS = 100

/**
 * The safety net of parking: events kept for an authorization that has arrived since. An authorization
 * applies its transaction's parked events in its own transaction, but when two deliveries of one transaction
 * meet at the card's lock, the one that waited decided from what it read before the wait (a clearing may park
 * itself just after the authorization looked for parked events). Each pass applies those, under the card's
 * lock, in arrival order, as the authorization would have. Returns how many applied.
 */
export async function applyStrandedParkedEvents(db: Db, now: Date): Promise<number> {
  const stranded = await db
    .selectDistinct({
      issuer: issuerEvents.issuer,
      transactionToken: issuerEvents.transactionToken,
      cardToken: cards.issuerCardId,
    })
    .from(issuerEvents)
    .innerJoin(
      cardAuthorizations,
      and(
        eq(cardAuthorizations.issuer, issuerEvents.issuer),
        eq(cardAuthorizations.issuerToken, issuerEvents.transactionToken),
      ),
    )
    .innerJoin(cards, eq(cards.id, issuerEvents.cardId))
    .where(and(eq(issuerEvents.status, 'parked'), isNotNull(cards.issuerCardId)))
    .limit(STRANDED_PER_PASS)
  let applied = 0
  for (const { issuer, transactionToken, cardToken } of stranded) {
    if (!transactionToken || !cardToken) continue
    applied += await db.transaction(async (tx) => {
      const card = await lockEventCard(tx, cardToken)
      if (!card) return 0
      return applyParkedEvents(tx, card, issuer as IssuerName, transactionToken, now)
    })
  }
  return applied
}
