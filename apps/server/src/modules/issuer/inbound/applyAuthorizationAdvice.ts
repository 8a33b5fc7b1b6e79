import type { Executor } from '../../../db'
import { growHold } from '../../../ledger'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { holdRefOf } from './holdRef'
import type { AuthorizationAdviceEvent } from './InboundEvent'
import { authorizationIdFor, recordAuthorization } from './recordAuthorization'
import { updateAuthorization } from './repo/authorizations'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * The issuer's own word on an authorization. Unknown: it is recorded as the issuer decided, $0 included (an approval
 * holds its amount even beyond the available balance: the network approved it, the money will clear; a
 * credit authorization holds nothing). Known and declined by us, approved by the issuer (our answer came too
 * late): held from now on. Known and approved: nothing here (an increment's approval or decline, the echo of
 * our own decision); what the transaction holds is its state's business (`applyTransactionState`), never the
 * arithmetic of its events.
 */
export async function applyAuthorizationAdvice(
  tx: Executor,
  card: EventCard,
  event: AuthorizationAdviceEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const existing = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  if (existing && existing.cardId !== card.id) return { status: 'ignored' }
  const direction = event.direction ?? 'debit'
  if (!existing || existing.status === 'challenge') {
    // A $0 one (an account check) is recorded too: it holds nothing, but a clearing may follow it.
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
      direction,
      origin: 'issuer',
      merchant: event.merchant,
      merchantName: event.merchantName,
      lockedBy: card.lockReason,
      at: now,
    })
    return { status: 'applied', authorizationId, created: true }
  }
  if (existing.status === 'declined' && event.approved && event.amountMicro > 0n) {
    if (existing.direction === 'debit') {
      await growHold(tx, {
        cardId: card.id,
        ref: holdRefOf(existing.id),
        byMicro: event.amountMicro,
        at: now,
      })
    }
    await updateAuthorization(tx, existing.id, {
      status: 'approved',
      declineReason: null,
      ownDecline: false,
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
