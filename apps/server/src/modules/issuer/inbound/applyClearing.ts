import type { Executor } from '../../../db'
import { postLedgerEntry } from '../../../ledger'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { holdRefOf } from './holdRef'
import type { ClearingEvent } from './InboundEvent'
import { merchantMeta } from './merchantMeta'
import { updateAuthorization } from './repo/authorizations'
import { closeSpentSingleUseCard } from './repo/closeSpentSingleUseCard'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * A clearing takes what cleared off the balance (ledger `purchase`, once per event) and adds it to what the
 * authorization has cleared; an authorization may clear several times (split shipments, a partial clearing
 * then the final one). It does not touch the hold: what stays held is the transaction's state's business
 * (the issuer's figure, `applyTransactionState`). A clearing whose authorization has not arrived yet is
 * parked and applied when it does.
 */
export async function applyClearing(
  tx: Executor,
  card: EventCard,
  event: ClearingEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  if (!authorization || authorization.status === 'challenge') return { status: 'parked' }
  if (authorization.cardId !== card.id) return { status: 'ignored' }
  if (event.amountMicro <= 0n) throw new RangeError('a clearing must be positive')
  const { applied } = await postLedgerEntry(tx, {
    cardId: card.id,
    kind: 'purchase',
    pendingDelta: 0n,
    balanceDelta: -event.amountMicro,
    ref: `clearing:${event.issuer}:${event.eventId}`,
    meta: {
      holdRef: holdRefOf(authorization.id),
      description: authorization.merchantName,
      authorizationId: authorization.id,
      ...merchantMeta(event.merchant),
    },
    at: now,
  })
  if (applied) {
    const sameCurrency =
      event.merchant !== undefined &&
      (authorization.merchantCurrency === null || authorization.merchantCurrency === event.merchant.currency)
    await updateAuthorization(tx, authorization.id, {
      capturedMicro: (authorization.capturedMicro ?? 0n) + event.amountMicro,
      // The merchant the card paid, as the acquirer names it when it settles (3DS's "paid this merchant before").
      ...(event.acceptorId ? { acceptorId: event.acceptorId } : {}),
      ...(sameCurrency && event.merchant
        ? {
            merchantCurrency: event.merchant.currency,
            merchantClearedMinor: (authorization.merchantClearedMinor ?? 0n) + event.merchant.amountMinor,
          }
        : {}),
      at: now,
    })
    await insertCardTransaction(tx, {
      cardId: card.id,
      authorizationId: authorization.id,
      type: 'consumption',
      amountMicro: event.amountMicro,
      description: authorization.merchantName,
      at: now,
    })
    // A single-use card is closed once the purchase that spent it clears.
    await closeSpentSingleUseCard(tx, card.id, authorization.id, now)
  }
  return { status: 'applied', authorizationId: authorization.id }
}
