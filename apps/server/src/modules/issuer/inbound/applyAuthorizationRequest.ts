import type { Executor } from '../../../db'
import type { CardAuthorizationRow } from '../../../db/schema/cards'
import { availableBalance } from '../../ledger/availableBalance'
import { growHold } from '../../ledger/growHold'
import {
  type AuthorizationCard,
  type AuthorizationDecision,
  decideAuthorization,
} from '../decideAuthorization'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { holdRefOf } from './holdRef'
import type { AuthorizationRequestEvent } from './InboundEvent'
import { authorizationIdFor, recordAuthorization } from './recordAuthorization'
import { lockAuthorizationByToken, updateAuthorization } from './repo/authorizations'
import { insertCardTransaction } from './repo/insertCardTransaction'
import { findIssuerEvent } from './repo/issuerEvents'
import type { EventCard } from './repo/lockEventCard'
import { toDeclineReason } from './toDeclineReason'
import { toEventResult } from './toEventResult'

const CENT_MICRO = 10_000n

/**
 * The answer for an authorization the issuer has decided already (its own event of this request came first):
 * what stands, changing nothing (the issuer does not take this answer any more).
 */
function asItStands(existing: CardAuthorizationRow): AuthorizationDecision {
  if (existing.status === 'approved' || existing.status === 'captured') return { approved: true }
  return {
    approved: false,
    reason: existing.status === 'declined' ? toDeclineReason(existing.declineReason) : 'issuer_declined',
  }
}

/**
 * Decides an authorization request on the locked card (the card active, its owner not blocked, and the
 * available balance, balance minus open holds, covering what the issuer will hold: the larger of the amount
 * and the request's hold); the hold is placed in the same transaction.
 * - A new purchase the card covers only in part, at a terminal that takes partial approvals, is approved for
 *   the available balance in whole cents (`approvedMicro`), and that is held.
 * - A request on a transaction we approved and that is still pending is an incremental authorization: decided
 *   on its own amount (the available balance must cover it) and, approved, the hold grows by it. One whose
 *   event the issuer's snapshot already brought (the issuer answered for us) is answered as it stands.
 * - A balance inquiry is answered with the card's balance and available balance; a credit is accepted and
 *   recorded as a pending credit; an account check (0) needs a usable card only. None of them is held.
 * - A request billed in another currency than USD, or with a negative amount, is declined (the negative one
 *   recorded as a declined purchase).
 */
export async function applyAuthorizationRequest(
  tx: Executor,
  card: EventCard,
  event: AuthorizationRequestEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const preloaded = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  // One that exists is read again under the card's lock: the preload may predate a concurrent delivery's
  // change of it (a snapshot that settled it, an increment).
  const existing =
    preloaded && card.preloaded
      ? await lockAuthorizationByToken(tx, event.issuer, event.transactionToken)
      : preloaded
  if (existing && existing.cardId !== card.id) {
    return { status: 'ignored', decision: { approved: false, reason: 'card_not_active' } }
  }
  const cardState: AuthorizationCard = {
    status: card.status,
    expiresAt: card.expiresAt,
    availableMicro: availableBalance(card),
    userState: card.userState,
  }
  const fresh = !existing || existing.status === 'challenge'
  const id = authorizationIdFor(event.issuer, event.transactionToken, existing)
  const record = async (
    decision: AuthorizationDecision,
    amountMicro: bigint,
    holdMicro: bigint,
    direction: 'debit' | 'credit' = 'debit',
  ): Promise<ApplyOutcome> => {
    const outcome: ApplyOutcome = {
      status: 'applied',
      decision,
      authorizationId: id,
      created: true,
      finished: true,
    }
    await recordAuthorization(tx, {
      id,
      finish: { issuer: event.issuer, eventId: event.eventId, result: toEventResult(outcome), at: now },
      issuer: event.issuer,
      transactionToken: event.transactionToken,
      cardId: card.id,
      pending: existing,
      outcome: decision.approved ? { approved: true } : decision,
      amountMicro,
      holdMicro,
      direction,
      merchant: event.merchant,
      merchantName: event.merchantName,
      at: now,
    })
    return outcome
  }

  if (event.refusal) {
    // Recorded as a declined purchase when it has a USD amount to show (another currency's has none).
    const decision: AuthorizationDecision = { approved: false, reason: event.refusal }
    if (!fresh || event.purpose === 'balance_inquiry' || event.amountMicro === 0n) {
      return { status: 'applied', decision }
    }
    return record(decision, event.amountMicro, 0n)
  }
  if (event.purpose === 'balance_inquiry') {
    const decision = decideAuthorization(cardState, 0n, now)
    if (!decision.approved) return { status: 'applied', decision }
    return {
      status: 'applied',
      decision: {
        approved: true,
        balance: { balanceMicro: card.balanceMicro, availableMicro: cardState.availableMicro },
      },
    }
  }
  if (event.purpose === 'credit') {
    if (!fresh) return { status: 'applied', decision: asItStands(existing), authorizationId: existing.id }
    if (event.amountMicro === 0n) return { status: 'applied', decision: { approved: true } }
    // Money coming to the card: always accepted; a pending credit until it clears.
    return record({ approved: true }, event.amountMicro, 0n, 'credit')
  }

  const required =
    event.holdMicro !== undefined && event.holdMicro > event.amountMicro ? event.holdMicro : event.amountMicro
  if (!fresh) {
    const knownEvent =
      event.issuerEventToken !== undefined &&
      (await findIssuerEvent(tx, event.issuer, event.issuerEventToken)) !== null
    if (knownEvent) return { status: 'applied', decision: asItStands(existing), authorizationId: existing.id }
    if (existing.status === 'approved' && existing.direction === 'debit') {
      return applyIncrement(tx, card, cardState, existing, event, required, now)
    }
    // More asked of a transaction that is over (settled, voided, expired), declined or a credit: never
    // approved without holding it.
    const reason =
      existing.status === 'declined' ? toDeclineReason(existing.declineReason) : 'issuer_declined'
    return { status: 'applied', decision: { approved: false, reason }, authorizationId: existing.id }
  }
  if (required === 0n) return { status: 'applied', decision: decideAuthorization(cardState, 0n, now) }
  const decision = decideAuthorization(cardState, required, now)
  if (!decision.approved && decision.reason === 'insufficient_balance' && event.partialApprovalCapable) {
    // Partial approval: what is available, in whole cents (the issuer's unit), if it is less than asked.
    const partial = (cardState.availableMicro / CENT_MICRO) * CENT_MICRO
    if (required === event.amountMicro && partial > 0n && partial < event.amountMicro) {
      return record({ approved: true, approvedMicro: partial }, partial, partial)
    }
  }
  return record(decision, event.amountMicro, required)
}

/**
 * An incremental authorization of a pending transaction we approved: decided on its own hold; approved, the
 * hold grows by it, the authorization's amount by its amount, and the increment is remembered (until the
 * issuer's snapshot lists its approval, the snapshot's hold is topped up by it).
 */
async function applyIncrement(
  tx: Executor,
  card: EventCard,
  cardState: AuthorizationCard,
  existing: CardAuthorizationRow,
  event: AuthorizationRequestEvent,
  requiredMicro: bigint,
  now: Date,
): Promise<ApplyOutcome> {
  const decision = decideAuthorization(cardState, requiredMicro, now)
  if (requiredMicro === 0n) return { status: 'applied', decision, authorizationId: existing.id }
  if (decision.approved) {
    await growHold(tx, { cardId: card.id, ref: holdRefOf(existing.id), byMicro: requiredMicro, at: now })
    await updateAuthorization(tx, existing.id, {
      amountMicro: existing.amountMicro + event.amountMicro,
      incrementHolds: [...existing.incrementHolds, requiredMicro.toString()],
      ...(event.merchant &&
      existing.merchantCurrency === event.merchant.currency &&
      existing.merchantAmountMinor !== null
        ? { merchantAmountMinor: existing.merchantAmountMinor + event.merchant.amountMinor }
        : {}),
      at: now,
    })
  }
  await insertCardTransaction(tx, {
    cardId: card.id,
    authorizationId: existing.id,
    type: decision.approved ? 'authorization_approval' : 'authorization_decline',
    amountMicro: event.amountMicro,
    description: existing.merchantName,
    declineReason: decision.approved ? null : decision.reason,
    at: now,
  })
  return { status: 'applied', decision, authorizationId: existing.id }
}
