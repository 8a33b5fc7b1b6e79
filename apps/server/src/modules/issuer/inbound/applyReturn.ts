import type { Executor } from '../../../db'
import { postLedgerEntry } from '../../../ledger'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import type { ReturnEvent } from './InboundEvent'
import { merchantMeta } from './merchantMeta'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * A return (refund) credits the card (ledger `refund`, once per event) and shows in the history. It needs no
 * authorization of ours: an issuer may send a refund as a transaction of its own. A credit authorization's
 * clearing is a return of its transaction: the pending credit becomes settled.
 */
export async function applyReturn(
  tx: Executor,
  card: EventCard,
  event: ReturnEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  const authorizationId = authorization && authorization.cardId === card.id ? authorization.id : null
  const description = authorization?.merchantName ?? event.merchantName
  const { applied } = await postLedgerEntry(tx, {
    cardId: card.id,
    kind: 'refund',
    pendingDelta: 0n,
    balanceDelta: event.amountMicro,
    ref: `return:${event.issuer}:${event.eventId}`,
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
      type: 'refund',
      amountMicro: event.amountMicro,
      description,
      at: now,
    })
  }
  return { status: 'applied', ...(authorizationId ? { authorizationId } : {}) }
}
