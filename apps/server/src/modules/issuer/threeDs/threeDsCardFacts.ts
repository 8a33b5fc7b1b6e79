import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { users } from '../../../db/schema/auth'
import { cardAuthorizations, cards } from '../../../db/schema/cards'

export type ThreeDsCardFacts = {
  /** Our id of the card (the challenge's page in the app). */
  cardId: string
  status: string
  expiresAt: Date | null
  userState: 'normal' | 'blacklist' | 'blocked' | ''
  /** The card has a cleared purchase at this acquirer's merchant id (`acceptor_id`). */
  merchantPaidBefore: boolean
}

/**
 * What a 3DS decision needs about the card of `issuerCardId`, in one read without locks (it must answer
 * within a second, and decides nothing about money): its status, expiry, owner's state, and whether a purchase
 * at the merchant `acceptorId` (the acquirer's id, which a merchant cannot choose as it chooses its name) has
 * cleared on it: an approval that never cleared, or a refund, is not "paid before". Null for a card that is not
 * ours.
 */
export async function threeDsCardFacts(
  db: Executor,
  issuerCardId: string,
  acceptorId: string | null,
): Promise<ThreeDsCardFacts | null> {
  const acceptor = acceptorId?.trim() ?? ''
  const paidBefore = acceptor
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${cardAuthorizations} a WHERE a.card_id = ${cards.id}
        AND a.acceptor_id = ${acceptor} AND a.direction = 'debit' AND a.captured_micro > 0)`
    : sql<boolean>`false`
  const [row] = await db
    .select({
      cardId: cards.id,
      status: cards.status,
      expiresAt: cards.expiresAt,
      userState: users.state,
      merchantPaidBefore: paidBefore,
    })
    .from(cards)
    .leftJoin(users, eq(users.address, cards.ownerAddress))
    .where(eq(cards.issuerCardId, issuerCardId))
    .limit(1)
  if (!row) return null
  return {
    cardId: row.cardId,
    status: row.status,
    expiresAt: row.expiresAt,
    userState: row.userState ?? '',
    merchantPaidBefore: row.merchantPaidBefore === true || (row.merchantPaidBefore as unknown) === 't',
  }
}
