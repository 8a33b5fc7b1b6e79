import type { Executor } from '../../../db'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import type { AuthorizationReleaseEvent } from './InboundEvent'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * A void (in full or in part) or an expiry: a reversal line in the history. Nothing moves here: what stays
 * held is the transaction's state's business (`applyTransactionState` sets the hold to the issuer's figure,
 * and releases it once the transaction is voided or expired), so a partial reversal delivered twice, late or
 * out of order, never releases twice. Parked when its authorization has not arrived yet.
 */
export async function applyRelease(
  tx: Executor,
  card: EventCard,
  event: AuthorizationReleaseEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  if (!authorization || authorization.status === 'challenge') return { status: 'parked' }
  if (authorization.cardId !== card.id) return { status: 'ignored' }
  if (authorization.status !== 'declined') {
    await insertCardTransaction(tx, {
      cardId: card.id,
      authorizationId: authorization.id,
      type: 'authorization_reversal',
      amountMicro: event.amountMicro ?? authorization.amountMicro,
      description: authorization.merchantName,
      at: now,
    })
  }
  return { status: 'applied', authorizationId: authorization.id }
}
