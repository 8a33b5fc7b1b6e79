import type { Executor } from '../../../db'
import { placeHold } from '../../ledger/placeHold'
import { releaseHold } from '../../ledger/releaseHold'
import { resizeHold } from '../../ledger/resizeHold'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { holdRefOf } from './holdRef'
import type { AuthorizationAdviceEvent } from './InboundEvent'
import { authorizationIdFor, recordAuthorization } from './recordAuthorization'
import { updateAuthorization } from './repo/authorizations'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * The issuer's own word on an authorization. Unknown: it is recorded as the issuer decided (an approval
 * holds its amount even beyond the available balance: the network approved it, the money will clear).
 * Known and approved: a decline releases the hold (the approval is reversed), a new amount resizes it.
 * Known and declined by us, approved by the issuer (our answer came too late): held from now on.
 */
export async function applyAuthorizationAdvice(
  tx: Executor,
  card: EventCard,
  event: AuthorizationAdviceEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const existing = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  if (existing && existing.cardId !== card.id) return { status: 'ignored' }
  if (!existing || existing.status === 'challenge') {
    // An account check (no amount) moves nothing and is not a purchase: nothing to record.
    if (event.amountMicro === 0n) return { status: 'applied' }
    const authorizationId = await recordAuthorization(tx, {
      id: authorizationIdFor(event.issuer, event.transactionToken, existing),
      issuer: event.issuer,
      transactionToken: event.transactionToken,
      cardId: card.id,
      pending: existing,
      outcome: event.approved
        ? { approved: true }
        : { approved: false, reason: event.declineReason ?? 'issuer_declined' },
      amountMicro: event.amountMicro,
      merchantName: event.merchantName,
      at: now,
    })
    return { status: 'applied', authorizationId }
  }
  const ref = holdRefOf(existing.id)
  if (existing.status === 'approved' && !event.approved) {
    const { releasedMicro } = await releaseHold(tx, { ref, at: now })
    await updateAuthorization(tx, existing.id, { status: 'reversed', at: now })
    if (releasedMicro > 0n) {
      await insertCardTransaction(tx, {
        cardId: card.id,
        authorizationId: existing.id,
        type: 'authorization_reversal',
        amountMicro: releasedMicro,
        description: existing.merchantName,
        at: now,
      })
    }
  } else if (existing.status === 'approved' && event.amountMicro > 0n) {
    await resizeHold(tx, { ref, amountMicro: event.amountMicro, at: now })
    await updateAuthorization(tx, existing.id, { amountMicro: event.amountMicro, at: now })
  } else if (existing.status === 'declined' && event.approved && event.amountMicro > 0n) {
    await placeHold(tx, { cardId: card.id, ref, amountMicro: event.amountMicro, at: now })
    await updateAuthorization(tx, existing.id, {
      status: 'approved',
      declineReason: null,
      amountMicro: event.amountMicro,
      at: now,
    })
    await insertCardTransaction(tx, {
      cardId: card.id,
      authorizationId: existing.id,
      type: 'authorization_approval',
      amountMicro: event.amountMicro,
      description: existing.merchantName,
      at: now,
    })
  }
  return { status: 'applied', authorizationId: existing.id }
}
