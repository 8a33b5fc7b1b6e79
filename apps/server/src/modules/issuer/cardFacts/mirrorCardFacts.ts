import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { cards } from '../../../db/schema/cards'
import type { IssuerCardFacts } from '../../../runtime/issuerPort'
import { lockEventCard } from '../inbound/repo/lockEventCard'

/**
 * A renewal or a reissue the issuer made (Lithic `card.renewed`, `card.reissued`): the card's last four digits
 * and expiry become the issuer's, as it has them now (read back, so an older delivery after a newer one cannot
 * set an older expiry), under the card's lock. False for a card that is not ours.
 */
export async function mirrorCardFacts(
  db: Db,
  cardToken: string,
  facts: IssuerCardFacts,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await lockEventCard(tx, cardToken)
    if (!card) return false
    await tx
      .update(cards)
      .set({ panLast4: facts.lastFour, expiresAt: facts.expiresAt, updatedAt: now })
      .where(eq(cards.id, card.id))
    return true
  })
}
