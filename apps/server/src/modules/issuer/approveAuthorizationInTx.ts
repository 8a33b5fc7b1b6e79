import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { type CardAuthorizationRow, cardAuthorizations, cards, cardTransactions } from '../../db/schema/cards'
import { postLedgerEntry } from '../ledger/postLedgerEntry'
import { type DeclineReason, decideAuthorization } from './decideAuthorization'

export type AuthorizationOutcome =
  | { status: 'approved' }
  | { status: 'declined'; declineReason: DeclineReason }

/**
 * Decides an authorization against the card as it is now, with the card row locked (FOR UPDATE) so two
 * purchases cannot both spend the same balance. Approved: the amount is held off the balance (ledger
 * `purchase`, ref `auth:<id>:approve`) and an `authorization_approval` transaction is recorded.
 */
export async function approveAuthorizationInTx(
  tx: Executor,
  authorization: Pick<CardAuthorizationRow, 'id' | 'cardId' | 'amountMicro' | 'currency' | 'merchantName'>,
  now: Date,
): Promise<AuthorizationOutcome> {
  const [card] = await tx.select().from(cards).where(eq(cards.id, authorization.cardId)).for('update')
  if (!card) throw new Error('authorization without card')
  const decision = decideAuthorization(card, authorization.amountMicro, now)
  if (!decision.approved) {
    await tx
      .update(cardAuthorizations)
      .set({ status: 'declined', declineReason: decision.reason, otpSealed: null, updatedAt: now })
      .where(eq(cardAuthorizations.id, authorization.id))
    return { status: 'declined', declineReason: decision.reason }
  }
  await postLedgerEntry(tx, {
    cardId: card.id,
    kind: 'purchase',
    pendingDelta: 0n,
    balanceDelta: -authorization.amountMicro,
    ref: `auth:${authorization.id}:approve`,
    meta: { authorizationId: authorization.id, description: authorization.merchantName },
    at: now,
  })
  await tx.insert(cardTransactions).values({
    id: randomUUID(),
    cardId: card.id,
    authorizationId: authorization.id,
    type: 'authorization_approval',
    amountMicro: authorization.amountMicro,
    currency: authorization.currency,
    description: authorization.merchantName,
    createdAt: now,
  })
  await tx
    .update(cardAuthorizations)
    .set({ status: 'approved', otpSealed: null, updatedAt: now })
    .where(eq(cardAuthorizations.id, authorization.id))
  return { status: 'approved' }
}
