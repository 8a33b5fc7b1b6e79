import type { Executor } from '../../../db'
import { releaseHold } from '../../ledger/releaseHold'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { holdRefOf } from './holdRef'
import type { AuthorizationReleaseEvent } from './InboundEvent'
import { updateAuthorization } from './repo/authorizations'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * A void or an expiry gives the hold (or part of it) back to the available balance; nothing moves on the
 * ledger. The history shows a reversal of what was released; a fully released authorization is `reversed`.
 * Parked when its authorization has not arrived yet; a release of a captured or released hold does nothing.
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
  const { releasedMicro, closed } = await releaseHold(tx, {
    ref: holdRefOf(authorization.id),
    amountMicro: event.amountMicro ?? undefined,
    at: now,
  })
  if (releasedMicro > 0n) {
    if (closed && authorization.status === 'approved') {
      await updateAuthorization(tx, authorization.id, { status: 'reversed', at: now })
    }
    await insertCardTransaction(tx, {
      cardId: card.id,
      authorizationId: authorization.id,
      type: 'authorization_reversal',
      amountMicro: releasedMicro,
      description: authorization.merchantName,
      at: now,
    })
  }
  return { status: 'applied', authorizationId: authorization.id }
}
