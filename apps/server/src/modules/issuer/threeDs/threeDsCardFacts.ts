import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { users } from '../../../db/schema/auth'
import { cardAuthorizations, cards } from '../../../db/schema/cards'

export type ThreeDsCardFacts = {
  status: string
  expiresAt: Date | null
  userState: 'normal' | 'blacklist' | 'blocked' | ''
  /** The card has an approved or cleared purchase at a merchant of this name (case and spaces aside). */
  merchantPaidBefore: boolean
}

/**
 * What a 3DS decision needs about the card of `issuerCardId`, in one read without locks (it must answer
 * within a second, and decides nothing about money): its status, expiry, owner's state, and whether it paid
 * `merchantName` before. Null for a card that is not ours.
 */
export async function threeDsCardFacts(
  db: Executor,
  issuerCardId: string,
  merchantName: string | null,
): Promise<ThreeDsCardFacts | null> {
  const name = merchantName?.trim().toLowerCase() ?? ''
  const paidBefore = name
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${cardAuthorizations} a WHERE a.card_id = ${cards.id}
        AND a.direction = 'debit' AND a.status IN ('approved', 'captured')
        AND lower(btrim(a.merchant_name)) = ${name})`
    : sql<boolean>`false`
  const [row] = await db
    .select({
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
    status: row.status,
    expiresAt: row.expiresAt,
    userState: row.userState ?? '',
    merchantPaidBefore: row.merchantPaidBefore === true || (row.merchantPaidBefore as unknown) === 't',
  }
}
