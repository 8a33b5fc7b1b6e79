import { randomUUID } from 'node:crypto'
import { parseUsd } from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import { cardAuthorizations, cardTransactions } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { CardsContext } from '../cards/cardsContext'
import { postLedgerEntry } from '../ledger/postLedgerEntry'
import { requireOwnedAuthorization } from './requireOwnedAuthorization'

/**
 * Sandbox: the merchant captures an approved authorization (a `consumption`), in full or for another
 * amount. The hold taken at approval is corrected by the difference: a smaller capture gives the rest back
 * (ledger `reversal`), a larger one takes more (ledger `purchase`), which may take the balance below zero
 * and so lock the card until a top-up.
 */
export async function captureAuthorization(
  ctx: CardsContext,
  id: string,
  owner: string,
  amount: string | undefined,
): Promise<void> {
  const authorization = await requireOwnedAuthorization(ctx.db, id, owner)
  const captureMicro = amount === undefined ? authorization.amountMicro : parseUsd(amount)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(cardAuthorizations)
      .set({ status: 'captured', capturedMicro: captureMicro, updatedAt: now })
      .where(and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.status, 'approved')))
      .returning({ id: cardAuthorizations.id })
    if (!moved)
      throw new AppError('invalid_action', 'invalid action: only an approved authorization can be captured')
    const difference = authorization.amountMicro - captureMicro
    if (difference !== 0n) {
      await postLedgerEntry(tx, {
        cardId: authorization.cardId,
        kind: difference > 0n ? 'reversal' : 'purchase',
        pendingDelta: 0n,
        balanceDelta: difference,
        ref: `auth:${id}:capture`,
        meta: { authorizationId: id, description: `${authorization.merchantName} (capture adjustment)` },
        at: now,
      })
    }
    await tx.insert(cardTransactions).values({
      id: randomUUID(),
      cardId: authorization.cardId,
      authorizationId: id,
      type: 'consumption',
      amountMicro: captureMicro,
      currency: authorization.currency,
      description: authorization.merchantName,
      createdAt: now,
    })
  })
}

/** Sandbox: the merchant reverses an approved, uncaptured authorization; the hold returns to the balance. */
export async function reverseAuthorization(ctx: CardsContext, id: string, owner: string): Promise<void> {
  const authorization = await requireOwnedAuthorization(ctx.db, id, owner)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(cardAuthorizations)
      .set({ status: 'reversed', updatedAt: now })
      .where(and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.status, 'approved')))
      .returning({ id: cardAuthorizations.id })
    if (!moved)
      throw new AppError('invalid_action', 'invalid action: only an approved authorization can be reversed')
    await postLedgerEntry(tx, {
      cardId: authorization.cardId,
      kind: 'reversal',
      pendingDelta: 0n,
      balanceDelta: authorization.amountMicro,
      ref: `auth:${id}:reverse`,
      meta: { authorizationId: id, description: `${authorization.merchantName} (reversal)` },
      at: now,
    })
    await tx.insert(cardTransactions).values({
      id: randomUUID(),
      cardId: authorization.cardId,
      authorizationId: id,
      type: 'authorization_reversal',
      amountMicro: authorization.amountMicro,
      currency: authorization.currency,
      description: authorization.merchantName,
      createdAt: now,
    })
  })
}
