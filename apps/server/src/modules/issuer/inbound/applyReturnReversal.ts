import type { Executor } from '../../../db'
import { postLedgerEntry } from '../../../ledger'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import type { ReturnReversalEvent } from './InboundEvent'
import { merchantMeta } from './merchantMeta'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * The merchant takes a refund back: what it takes leaves the card (ledger `return_reversal`, once per event),
 * a row of the history of its own. Like a return it needs no authorization of ours; a balance it takes below
 * zero locks the card (the ledger's rule).
 */
export async function applyReturnReversal(
  tx: Executor,
  card: EventCard,
  event: ReturnReversalEvent,
  now: Date,
): Promise<ApplyOutcome> {
  if (event.amountMicro <= 0n) throw new RangeError('a return reversal must be positive')
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  const authorizationId = authorization && authorization.cardId === card.id ? authorization.id : null
  const description = authorization?.merchantName ?? event.merchantName
  const { applied } = await postLedgerEntry(tx, {
    cardId: card.id,
    kind: 'return_reversal',
    pendingDelta: 0n,
    balanceDelta: -event.amountMicro,
    ref: `return_reversal:${event.issuer}:${event.eventId}`,
    meta: {
      description,
      ...(authorizationId ? { authorizationId } : {}),
      ...merchantMeta(event.merchant),
    },
    at: now,
  })
  if (applied) {
    await insertCardTransaction(tx, {
      cardId: card.id,
      authorizationId,
      type: 'return_reversal',
      amountMicro: event.amountMicro,
      description,
      at: now,
    })
  }
  return { status: 'applied', ...(authorizationId ? { authorizationId } : {}) }
}
