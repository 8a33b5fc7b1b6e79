import { isOwnDecline } from '@chaincard/domain'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../../../../db'
import {
  type CardAuthorizationRow,
  cardAuthorizations,
  cards,
  cardTransactions,
} from '../../../../../db/schema/cards'
import { cardChallenges } from '../../../../../db/schema/issuer'
import { cardHolds } from '../../../../../db/schema/ledger'

/** A purchase waiting for its 3DS answer: the sandbox issuer's own record of it, with its sealed code. */
export async function insertChallengedPurchase(
  tx: Executor,
  purchase: Pick<
    CardAuthorizationRow,
    'id' | 'cardId' | 'amountMicro' | 'merchantName' | 'merchantCurrency' | 'merchantAmountMinor'
  > & {
    otpSealed: string
    otpExpiresAt: Date
    at: Date
  },
): Promise<void> {
  const { at, ...values } = purchase
  await tx.insert(cardAuthorizations).values({
    ...values,
    issuer: 'sandbox',
    issuerToken: purchase.id,
    status: 'challenge',
    currency: 'USD',
    createdAt: at,
    updatedAt: at,
  })
}

/** The issuer id of the card of a sandbox purchase (null for an unknown purchase or an unissued card). */
export async function cardTokenOfPurchase(tx: Executor, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ token: cards.issuerCardId })
    .from(cardAuthorizations)
    .innerJoin(cards, eq(cards.id, cardAuthorizations.cardId))
    .where(and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.issuer, 'sandbox')))
    .limit(1)
  return row?.token ?? null
}

/**
 * Ends the purchase's 3DS step once: clears its code if it is still open (a second answer, by code or by the
 * challenge, finds nothing). Returns the purchase and its card's issuer id, or null.
 */
export async function claimChallengedPurchase(
  tx: Executor,
  id: string,
  at: Date,
): Promise<(CardAuthorizationRow & { cardToken: string | null }) | null> {
  const [claimed] = await tx
    .update(cardAuthorizations)
    .set({ otpSealed: null, updatedAt: at })
    .where(
      and(
        eq(cardAuthorizations.id, id),
        eq(cardAuthorizations.issuer, 'sandbox'),
        eq(cardAuthorizations.status, 'challenge'),
        isNotNull(cardAuthorizations.otpSealed),
      ),
    )
    .returning()
  if (!claimed) return null
  const [card] = await tx
    .select({ issuerCardId: cards.issuerCardId })
    .from(cards)
    .where(eq(cards.id, claimed.cardId))
  return { ...claimed, cardToken: card?.issuerCardId ?? null }
}

/**
 * The purchase's 3DS step failed: the owner declined it in the app (`cardholder_declined`), wrong codes
 * (`otp_failed`), too late (`otp_expired`). It ends declined, nothing held; the history names who declined.
 */
export async function declineChallengedPurchase(
  tx: Executor,
  id: string,
  reason: 'cardholder_declined' | 'otp_failed' | 'otp_expired',
  at: Date,
): Promise<void> {
  await tx
    .update(cardAuthorizations)
    .set({
      status: 'declined',
      declineReason: reason,
      // The owner's own "Decline" is told to no one (they know); a wrong or unanswered code is.
      ownDecline: isOwnDecline(reason, null),
      otpSealed: null,
      updatedAt: at,
    })
    .where(and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.status, 'challenge')))
}

/** Marks the sandbox challenge of this purchase answered (its code was used instead). */
export async function settleSandboxChallenge(
  tx: Executor,
  purchaseId: string,
  status: 'approved' | 'declined',
  at: Date,
): Promise<void> {
  await tx
    .update(cardChallenges)
    .set({ status, answeredAt: at })
    .where(
      and(
        eq(cardChallenges.issuer, 'sandbox'),
        eq(cardChallenges.issuerToken, purchaseId),
        eq(cardChallenges.status, 'pending'),
      ),
    )
}

/**
 * One of `owner`'s purchases (any status) with its card's issuer id, else null (others' look unknown). Read
 * without locks: the simulator locks the card, then the purchase, before it acts.
 */
export async function findOwnedPurchase(
  db: Executor,
  id: string,
  owner: string,
): Promise<(CardAuthorizationRow & { cardToken: string | null }) | null> {
  const [row] = await db
    .select({ purchase: cardAuthorizations, cardToken: cards.issuerCardId })
    .from(cardAuthorizations)
    .innerJoin(cards, eq(cards.id, cardAuthorizations.cardId))
    .where(
      and(
        eq(cardAuthorizations.id, id),
        eq(cardAuthorizations.issuer, 'sandbox'),
        eq(cards.ownerAddress, owner.toLowerCase()),
      ),
    )
    .limit(1)
  return row ? { ...row.purchase, cardToken: row.cardToken } : null
}

/** Counts one wrong code on an open challenge; returns the attempts so far (null when it is not open). */
export async function countWrongCode(tx: Executor, id: string, at: Date): Promise<number | null> {
  const [row] = await tx
    .update(cardAuthorizations)
    .set({ otpAttempts: sql`${cardAuthorizations.otpAttempts} + 1`, updatedAt: at })
    .where(and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.status, 'challenge')))
    .returning({ attempts: cardAuthorizations.otpAttempts })
  return row?.attempts ?? null
}

/** Micro-USD refunded so far on a purchase (its `refund` history lines). */
export async function refundedSoFar(tx: Executor, authorizationId: string): Promise<bigint> {
  return linesTotal(tx, authorizationId, 'refund')
}

/** Micro-USD of its refunds the merchant took back so far (its `return_reversal` history lines). */
export async function refundsTakenBack(tx: Executor, authorizationId: string): Promise<bigint> {
  return linesTotal(tx, authorizationId, 'return_reversal')
}

async function linesTotal(
  tx: Executor,
  authorizationId: string,
  type: 'refund' | 'return_reversal',
): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${cardTransactions.amountMicro}), 0)::text` })
    .from(cardTransactions)
    .where(and(eq(cardTransactions.authorizationId, authorizationId), eq(cardTransactions.type, type)))
  return BigInt(row?.total ?? '0')
}

/** Micro-USD a purchase's hold reserves now (0 when it has none open). */
export async function heldFor(tx: Executor, authorizationId: string): Promise<bigint> {
  const [row] = await tx
    .select({ amount: cardHolds.amountMicro })
    .from(cardHolds)
    .where(and(eq(cardHolds.ref, `auth:${authorizationId}`), eq(cardHolds.status, 'open')))
  return row?.amount ?? 0n
}
