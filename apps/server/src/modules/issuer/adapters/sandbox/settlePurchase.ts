import { randomUUID } from 'node:crypto'
import { type AuthorizationResponse, parseUsd } from '@chaincard/domain'
import type { Executor } from '../../../../db'
import type { CardAuthorizationRow } from '../../../../db/schema/cards'
import { AppError } from '../../../../errors'
import { applyInboundEvent } from '../../inbound/applyInboundEvent'
import type { InboundEvent } from '../../inbound/InboundEvent'
import { lockAuthorizationByToken } from '../../inbound/repo/authorizations'
import { lockEventCard } from '../../inbound/repo/lockEventCard'
import { findOwnedPurchase, heldFor, refundedSoFar, refundsTakenBack } from './repo/sandboxPurchases'
import type { SandboxContext } from './SandboxContext'
import { sandboxState } from './sandboxEvents'
import { toAuthorizationResponse } from './toAuthorizationResponse'

const invalid = (why: string) => new AppError('invalid_action', `invalid action: ${why}`)

/**
 * Runs a merchant's follow-up of a purchase: finds the owner's purchase (404 otherwise), then, in one
 * transaction with the card and the purchase locked (in that order, as the handler locks them), checks what
 * the sandbox network allows and sends its events (the event, then the transaction's new state, as Lithic's
 * snapshot carries both) to the inbound handler. The check and the events share the transaction, so two
 * follow-ups racing cannot both pass it.
 */
async function followUp<T>(
  ctx: SandboxContext,
  id: string,
  owner: string,
  act: (
    tx: Executor,
    purchase: CardAuthorizationRow,
    cardToken: string,
    send: (...events: InboundEvent[]) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  const found = await findOwnedPurchase(ctx.db, id, owner)
  if (!found) throw new AppError('not_found', 'not found: no such authorization')
  const cardToken = found.cardToken
  if (!cardToken) throw invalid('the card was not issued')
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    await lockEventCard(tx, cardToken)
    const purchase = await lockAuthorizationByToken(tx, 'sandbox', found.issuerToken)
    if (!purchase) throw new AppError('not_found', 'not found: no such authorization')
    const send = async (...events: InboundEvent[]) => {
      for (const event of events) await applyInboundEvent(tx, event, now)
    }
    return act(tx, purchase, cardToken, send)
  })
}

/** The purchase is pending at the sandbox issuer (approved, not settled, voided or expired). */
const isPending = (purchase: CardAuthorizationRow) => purchase.status === 'approved'

/** Its authorization expired (not voided): the merchant may still clear it late. */
const hasExpired = (purchase: CardAuthorizationRow) =>
  purchase.status === 'reversed' && purchase.issuerStatus === 'EXPIRED'

/**
 * Sandbox: the merchant clears an approved authorization (a clearing: `consumption`), for what is held or
 * another amount. The last clearing (the default) settles the purchase and releases what is left of the
 * hold; one with `final: false` leaves it pending, holding what is left beyond it, for a further clearing. A
 * clearing above the hold may take the balance below zero, which locks the card until a top-up. An expired
 * authorization can still be cleared (a late clearing). A credit is cleared into the balance.
 */
export async function capturePurchase(
  ctx: SandboxContext,
  id: string,
  owner: string,
  body: { amount?: string | undefined; final?: boolean | undefined },
): Promise<void> {
  await followUp(ctx, id, owner, async (tx, purchase, cardToken, send) => {
    if (!isPending(purchase) && !hasExpired(purchase)) {
      throw invalid('only an approved authorization can be captured')
    }
    const final = body.final ?? true
    const held = await heldFor(tx, purchase.id)
    const amountMicro =
      body.amount === undefined ? (held > 0n ? held : purchase.amountMicro) : parseUsd(body.amount)
    const base = {
      issuer: 'sandbox' as const,
      eventId: `clearing:${purchase.id}:${randomUUID()}`,
      cardToken,
      transactionToken: purchase.issuerToken,
      amountMicro,
      merchantName: purchase.merchantName,
    }
    if (purchase.direction === 'credit') {
      await send({ ...base, kind: 'return' }, sandboxState(cardToken, purchase, 'settled', 0n))
      return
    }
    const stillPending = !final && isPending(purchase)
    await send(
      { ...base, kind: 'clearing' },
      sandboxState(
        cardToken,
        purchase,
        stillPending ? 'pending' : 'settled',
        stillPending ? held - amountMicro : 0n,
      ),
    )
  })
}

/**
 * Sandbox: the merchant voids an approved authorization, all of what is held (the purchase ends reversed) or
 * part of it (a partial reversal: it stays pending, holding the rest).
 */
export async function reversePurchase(
  ctx: SandboxContext,
  id: string,
  owner: string,
  amount: string | undefined,
): Promise<void> {
  await followUp(ctx, id, owner, async (tx, purchase, cardToken, send) => {
    if (!isPending(purchase)) throw invalid('only an approved authorization can be reversed')
    const held = purchase.direction === 'credit' ? purchase.amountMicro : await heldFor(tx, purchase.id)
    const amountMicro = amount === undefined ? held : parseUsd(amount)
    if (amountMicro > held) throw invalid('the reversal is more than is held')
    const partial = amountMicro < held
    await send(
      {
        kind: 'authorization_release',
        issuer: 'sandbox',
        eventId: `void:${purchase.id}:${randomUUID()}`,
        cardToken,
        transactionToken: purchase.issuerToken,
        reason: 'void',
        amountMicro: partial ? amountMicro : null,
      },
      sandboxState(cardToken, purchase, partial ? 'pending' : 'voided', held - amountMicro),
    )
  })
}

/** Sandbox: an approved authorization nobody cleared expires; its hold returns to the available balance. */
export async function expirePurchase(ctx: SandboxContext, id: string, owner: string): Promise<void> {
  await followUp(ctx, id, owner, async (_tx, purchase, cardToken, send) => {
    if (!isPending(purchase)) throw invalid('only an approved authorization can expire')
    await send(
      {
        kind: 'authorization_release',
        issuer: 'sandbox',
        eventId: `expiry:${purchase.id}`,
        cardToken,
        transactionToken: purchase.issuerToken,
        reason: 'expiry',
        amountMicro: null,
      },
      sandboxState(cardToken, purchase, 'expired', 0n),
    )
  })
}

/**
 * Sandbox: the merchant asks for more on an approved, pending purchase (an incremental authorization: a
 * hotel's, a car rental's, a tip). Decided by the inbound handler on its own amount; approved, the hold grows
 * by it.
 */
export async function incrementPurchase(
  ctx: SandboxContext,
  id: string,
  owner: string,
  amount: string,
): Promise<AuthorizationResponse> {
  return followUp(ctx, id, owner, async (tx, purchase, cardToken, send) => {
    if (!isPending(purchase) || purchase.direction !== 'debit') {
      throw invalid('only an approved, pending purchase can be incremented')
    }
    const result = await applyInboundEvent(
      tx,
      {
        kind: 'authorization_request',
        issuer: 'sandbox',
        eventId: `increment:${purchase.id}:${randomUUID()}`,
        cardToken,
        transactionToken: purchase.issuerToken,
        purpose: 'purchase',
        amountMicro: parseUsd(amount),
        merchantName: purchase.merchantName,
      },
      ctx.clock.now(),
    )
    if (result.decision?.approved) {
      // The issuer's snapshot after the increment: it holds what it held plus the increment.
      const after = await lockAuthorizationByToken(tx, 'sandbox', purchase.issuerToken)
      if (after) await send(sandboxState(cardToken, after, 'pending', await heldFor(tx, purchase.id)))
    }
    return toAuthorizationResponse(purchase.id, result.decision)
  })
}

/**
 * Sandbox: the merchant refunds a cleared purchase (a return: the card is credited), in full (what was
 * cleared and not refunded yet) or in part; never more than that.
 */
export async function refundPurchase(
  ctx: SandboxContext,
  id: string,
  owner: string,
  amount: string | undefined,
): Promise<void> {
  await followUp(ctx, id, owner, async (tx, purchase, cardToken, send) => {
    if (purchase.direction !== 'debit' || (purchase.capturedMicro ?? 0n) === 0n) {
      throw invalid('only a captured purchase can be refunded')
    }
    const left = (purchase.capturedMicro ?? 0n) - (await refundedSoFar(tx, purchase.id))
    const refund = amount === undefined ? left : parseUsd(amount)
    if (refund <= 0n || refund > left) {
      throw invalid('the refund is more than was captured and not refunded')
    }
    await send({
      kind: 'return',
      issuer: 'sandbox',
      eventId: `return:${randomUUID()}`,
      cardToken,
      transactionToken: purchase.issuerToken,
      amountMicro: refund,
      merchantName: purchase.merchantName,
    })
  })
}

/**
 * Sandbox: the merchant takes back what it refunded (a return reversal: the card is debited), all of what was
 * refunded and not taken back yet, or part of it.
 */
export async function reverseRefund(
  ctx: SandboxContext,
  id: string,
  owner: string,
  amount: string | undefined,
): Promise<void> {
  await followUp(ctx, id, owner, async (tx, purchase, cardToken, send) => {
    const left = (await refundedSoFar(tx, purchase.id)) - (await refundsTakenBack(tx, purchase.id))
    const taken = amount === undefined ? left : parseUsd(amount)
    if (taken <= 0n || taken > left)
      throw invalid('the reversal is more than was refunded and not taken back')
    await send({
      kind: 'return_reversal',
      issuer: 'sandbox',
      eventId: `return_reversal:${randomUUID()}`,
      cardToken,
      transactionToken: purchase.issuerToken,
      amountMicro: taken,
      merchantName: purchase.merchantName,
    })
  })
}

/** Sandbox: the issuer corrects a cleared purchase, crediting or debiting the card. */
export async function correctPurchase(
  ctx: SandboxContext,
  id: string,
  owner: string,
  body: { amount: string; direction: 'credit' | 'debit' },
): Promise<void> {
  await followUp(ctx, id, owner, async (_tx, purchase, cardToken, send) => {
    if ((purchase.capturedMicro ?? 0n) === 0n) throw invalid('only a captured purchase can be corrected')
    await send({
      kind: 'correction',
      issuer: 'sandbox',
      eventId: `correction:${randomUUID()}`,
      cardToken,
      transactionToken: purchase.issuerToken,
      direction: body.direction,
      amountMicro: parseUsd(body.amount),
      merchantName: purchase.merchantName,
    })
  })
}
