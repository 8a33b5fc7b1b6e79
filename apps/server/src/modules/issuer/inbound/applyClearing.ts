import type { Executor } from '../../../db'
import { captureHold } from '../../ledger/captureHold'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { holdRefOf } from './holdRef'
import type { ClearingEvent } from './InboundEvent'
import { updateAuthorization } from './repo/authorizations'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * Clearing captures the authorization's hold: what cleared leaves the balance (ledger `purchase`, once per
 * event), the rest of the hold is released, and the history shows a purchase. A clearing whose authorization
 * has not arrived yet is parked and applied when it does.
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
  const { captured } = await captureHold(tx, {
    cardId: card.id,
    holdRef: holdRefOf(authorization.id),
    amountMicro: event.amountMicro,
    ledgerRef: `clearing:${event.issuer}:${event.eventId}`,
    description: authorization.merchantName,
    meta: { authorizationId: authorization.id },
    at: now,
  })
  if (captured) {
    await updateAuthorization(tx, authorization.id, {
      status: 'captured',
      capturedMicro: (authorization.capturedMicro ?? 0n) + event.amountMicro,
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
  }
  return { status: 'applied', authorizationId: authorization.id }
}
