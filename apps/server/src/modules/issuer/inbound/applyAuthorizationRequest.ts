import type { Executor } from '../../../db'
import { availableBalance } from '../../ledger/availableBalance'
import { type AuthorizationDecision, decideAuthorization } from '../decideAuthorization'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import type { AuthorizationRequestEvent } from './InboundEvent'
import { authorizationIdFor, recordAuthorization } from './recordAuthorization'
import type { EventCard } from './repo/lockEventCard'
import { toDeclineReason } from './toDeclineReason'
import { toEventResult } from './toEventResult'

/**
 * Decides an authorization request on the locked card: approved only when the card is active, its owner not
 * blocked, and the available balance (balance - open holds) covers the amount; the hold is placed in the same
 * transaction. An authorization the issuer already told us about (an advice that overtook the request) is
 * answered as it stands, with no second hold. Balance inquiries, account checks (0) and credits are answered
 * without a hold or a history line; credits are always accepted (money coming to the card).
 */
export async function applyAuthorizationRequest(
  tx: Executor,
  card: EventCard,
  event: AuthorizationRequestEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const existing = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  if (existing && existing.cardId !== card.id) {
    return { status: 'ignored', decision: { approved: false, reason: 'card_not_active' } }
  }
  if (existing && existing.status !== 'challenge') {
    const decision: AuthorizationDecision =
      existing.status === 'declined'
        ? { approved: false, reason: toDeclineReason(existing.declineReason) }
        : { approved: true }
    return { status: 'applied', decision, authorizationId: existing.id }
  }
  if (event.purpose === 'credit') return { status: 'applied', decision: { approved: true } }
  const amount = event.purpose === 'balance_inquiry' ? 0n : event.amountMicro
  const decision = decideAuthorization(
    {
      status: card.status,
      expiresAt: card.expiresAt,
      availableMicro: availableBalance(card),
      userState: card.userState,
    },
    amount,
    now,
  )
  if (amount === 0n) return { status: 'applied', decision }
  const id = authorizationIdFor(event.issuer, event.transactionToken, existing)
  const outcome: ApplyOutcome = { status: 'applied', decision, authorizationId: id, finished: true }
  await recordAuthorization(tx, {
    id,
    finish: { issuer: event.issuer, eventId: event.eventId, result: toEventResult(outcome), at: now },
    issuer: event.issuer,
    transactionToken: event.transactionToken,
    cardId: card.id,
    pending: existing,
    outcome: decision,
    amountMicro: amount,
    merchantName: event.merchantName,
    at: now,
  })
  return outcome
}
