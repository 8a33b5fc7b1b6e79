import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'

/** Remembers the hash of the card's last reported payment (`Card.hash` in answers). */
export async function recordLastPaymentHash(
  tx: Executor,
  cardId: string,
  hash: string,
  now: Date,
): Promise<void> {
  await tx
    .update(cards)
    .set({ lastPaymentHash: hash.toLowerCase(), updatedAt: now })
    .where(eq(cards.id, cardId))
}
