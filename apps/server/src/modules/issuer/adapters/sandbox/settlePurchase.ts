import { randomUUID } from 'node:crypto'
import { parseUsd } from '@chaincard/domain'
import type { Executor } from '../../../../db'
import type { CardAuthorizationRow } from '../../../../db/schema/cards'
import { AppError } from '../../../../errors'
import { applyInboundEvent } from '../../inbound/applyInboundEvent'
import type { InboundEvent } from '../../inbound/InboundEvent'
import { lockAuthorizationByToken } from '../../inbound/repo/authorizations'
import { lockEventCard } from '../../inbound/repo/lockEventCard'
import { findOwnedPurchase, refundedSoFar } from './repo/sandboxPurchases'
import type { SandboxContext } from './SandboxContext'

/**
 * Runs a merchant's follow-up of a purchase: finds the owner's purchase (404 otherwise), then, in one
 * transaction with the card and the purchase locked (in that order, as the handler locks them), checks what
 * the sandbox network allows and sends the event to the inbound handler. The check and the event share the
 * transaction, so two follow-ups racing cannot both pass it.
 */
async function followUp(
  ctx: SandboxContext,
  id: string,
  owner: string,
  build: (tx: Executor, purchase: CardAuthorizationRow, cardToken: string) => Promise<InboundEvent>,
): Promise<void> {
  const found = await findOwnedPurchase(ctx.db, id, owner)
  if (!found) throw new AppError('not_found', 'not found: no such authorization')
  const cardToken = found.cardToken
  if (!cardToken) throw new AppError('invalid_action', 'invalid action: the card was not issued')
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await lockEventCard(tx, cardToken)
    const purchase = await lockAuthorizationByToken(tx, 'sandbox', found.issuerToken)
    if (!purchase) throw new AppError('not_found', 'not found: no such authorization')
    await applyInboundEvent(tx, await build(tx, purchase, cardToken), now)
  })
}

/**
 * Sandbox: the merchant captures an approved authorization (a clearing: `consumption`), in full or for
 * another amount. The handler takes what cleared off the balance and releases the rest of the hold; a capture
 * above the hold may take the balance below zero, which locks the card until a top-up.
 */
export async function capturePurchase(
  ctx: SandboxContext,
  id: string,
  owner: string,
  amount: string | undefined,
): Promise<void> {
  await followUp(ctx, id, owner, async (_tx, purchase, cardToken) => {
    if (purchase.status !== 'approved') {
      throw new AppError('invalid_action', 'invalid action: only an approved authorization can be captured')
    }
    return {
      kind: 'clearing',
      issuer: 'sandbox',
      eventId: `clearing:${purchase.id}`,
      cardToken,
      transactionToken: purchase.issuerToken,
      amountMicro: amount === undefined ? purchase.amountMicro : parseUsd(amount),
      merchantName: purchase.merchantName,
    }
  })
}

/** Sandbox: the merchant voids an approved, uncaptured authorization; the hold returns to the available balance. */
export async function reversePurchase(ctx: SandboxContext, id: string, owner: string): Promise<void> {
  await followUp(ctx, id, owner, async (_tx, purchase, cardToken) => {
    if (purchase.status !== 'approved') {
      throw new AppError('invalid_action', 'invalid action: only an approved authorization can be reversed')
    }
    return {
      kind: 'authorization_release',
      issuer: 'sandbox',
      eventId: `void:${purchase.id}`,
      cardToken,
      transactionToken: purchase.issuerToken,
      reason: 'void',
      amountMicro: null,
    }
  })
}

/**
 * Sandbox: the merchant refunds a captured purchase (a return: the card is credited), in full (what was
 * captured and not refunded yet) or in part; never more than that.
 */
export async function refundPurchase(
  ctx: SandboxContext,
  id: string,
  owner: string,
  amount: string | undefined,
): Promise<void> {
  await followUp(ctx, id, owner, async (tx, purchase, cardToken) => {
    if (purchase.status !== 'captured') {
      throw new AppError('invalid_action', 'invalid action: only a captured purchase can be refunded')
    }
    const left = (purchase.capturedMicro ?? 0n) - (await refundedSoFar(tx, purchase.id))
    const refund = amount === undefined ? left : parseUsd(amount)
    if (refund <= 0n || refund > left) {
      throw new AppError(
        'invalid_action',
        'invalid action: the refund is more than was captured and not refunded',
      )
    }
    return {
      kind: 'return',
      issuer: 'sandbox',
      eventId: `return:${randomUUID()}`,
      cardToken,
      transactionToken: purchase.issuerToken,
      amountMicro: refund,
      merchantName: purchase.merchantName,
    }
  })
}
