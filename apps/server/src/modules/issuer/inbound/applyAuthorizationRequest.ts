import type { ControlsApproval, ControlsDecline, ProgramPolicy } from '@chaincard/domain'
import type { Executor } from '../../../db'
import type { CardAuthorizationRow, IncrementRecord } from '../../../db/schema/cards'
import { availableBalance, growHold } from '../../../ledger'
import {
  type AuthorizationCard,
  type AuthorizationDecision,
  decideAuthorization,
} from '../decideAuthorization'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { decideIncrement, decidePurchase } from './decidePurchase'
import { holdRefOf } from './holdRef'
import type { AuthorizationRequestEvent } from './InboundEvent'
import { authorizationIdFor, recordAuthorization } from './recordAuthorization'
import { lockAuthorizationByToken, updateAuthorization } from './repo/authorizations'
import { insertCardTransaction } from './repo/insertCardTransaction'
import { findIssuerEvent } from './repo/issuerEvents'
import type { EventCard } from './repo/lockEventCard'
import { toDeclineReason } from './toDeclineReason'
import { toEventResult } from './toEventResult'
import { matchIncrements } from './transactionHold'

const CENT_MICRO = 10_000n

/** The owner's limit a decline went over, for the history's sentence; none for another reason. */
function ownerLimitOf(control: ControlsDecline | undefined): bigint | null {
  return control &&
    (control.reason === 'over_purchase_limit' ||
      control.reason === 'over_daily_limit' ||
      control.reason === 'over_monthly_limit')
    ? control.limitMicro
    : null
}

/**
 * Decides an authorization request on the locked card (the card active, its owner not blocked, and the
 * available balance, balance minus open holds, covering what the issuer will hold: the larger of the amount
 * and the request's hold); the hold is placed in the same transaction.
 * - A new purchase the card covers only in part, at a terminal that takes partial approvals, is approved for
 *   the available balance in whole cents (`approvedMicro`), and that is held.
 * - A request on a transaction we approved and that is still pending is an incremental authorization: decided
 *   on its own amount and hold (Lithic's `amounts.hold` of an incremental request is that request's own, like
 *   its cardholder amount: the definition's "original network authorization values"), and, approved, the
 *   hold grows by it; approved or declined, it is remembered (with its `event_token`) to be matched to the
 *   issuer's listing of it. One the issuer's snapshot listed before it reached us (a late request: the
 *   issuer decided it) is answered as it stands and never held (`lateRequest`).
 * - A balance inquiry is answered with the card's balance and available balance; a credit is accepted
 *   whatever the card can spend and recorded as a pending credit; an account check (0) needs a usable card
 *   only, and is recorded (nothing held). Balance inquiries and credits are not held.
 * - A request billed in another currency than USD, or with a negative amount, is declined (the negative one
 *   recorded as a declined purchase).
 */
export async function applyAuthorizationRequest(
  tx: Executor,
  card: EventCard,
  event: AuthorizationRequestEvent,
  now: Date,
  policy?: ProgramPolicy,
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
    controls: ControlsApproval | null = null,
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
      original: {
        token: event.issuerEventToken ?? null,
        amountMicro: amountMicro.toString(),
        holdMicro: decision.approved && direction === 'debit' ? holdMicro.toString() : '0',
        approved: decision.approved,
        original: true,
        at: now.toISOString(),
      },
      merchant: event.merchant,
      merchantName: event.merchantName,
      lockedBy: card.lockReason,
      facts: direction === 'debit' ? event.facts : undefined,
      controls:
        decision.approved && controls && (controls.lockToAcceptorId !== null || controls.spendsSingleUse)
          ? { lockToAcceptorId: controls.lockToAcceptorId, spendsSingleUse: controls.spendsSingleUse }
          : undefined,
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
    // Money coming to the card: always accepted, whatever the card can spend (a credit is never held); a
    // pending credit until it clears. A $0 one is recorded too (its clearing applies to it).
    if (!fresh) return { status: 'applied', decision: { approved: true }, authorizationId: existing.id }
    return record({ approved: true }, event.amountMicro, 0n, 'credit')
  }

  const required =
    event.holdMicro !== undefined && event.holdMicro > event.amountMicro ? event.holdMicro : event.amountMicro
  if (!fresh) {
    const late = await lateRequest(tx, existing, event, now)
    if (late) return answerLate(tx, cardState, existing, event, late, required, now)
    if (existing.status === 'approved' && existing.direction === 'debit') {
      return applyIncrement(tx, card, cardState, existing, event, required, now, policy)
    }
    // More asked of a transaction that is over (settled, voided, expired), declined or a credit: never
    // approved without holding it.
    const reason =
      existing.status === 'declined' ? toDeclineReason(existing.declineReason) : 'issuer_declined'
    return { status: 'applied', decision: { approved: false, reason }, authorizationId: existing.id }
  }
  // An account check ($0) is recorded like any purchase (approved or declined, nothing held): a clearing
  // (a force post after it) must find its authorization, never wait for one.
  const { decision, controls } = await decidePurchase(tx, card, cardState, event, required, now, policy)
  if (
    !decision.approved &&
    decision.reason === 'insufficient_balance' &&
    event.partialApprovalCapable &&
    controls
  ) {
    // Partial approval: what is available, in whole cents (the issuer's unit), if it is less than asked (the
    // controls passed the whole amount, so they pass a part of it).
    const partial = (cardState.availableMicro / CENT_MICRO) * CENT_MICRO
    if (required === event.amountMicro && partial > 0n && partial < event.amountMicro) {
      return record({ approved: true, approvedMicro: partial }, partial, partial, 'debit', controls)
    }
  }
  return record(decision, event.amountMicro, required, 'debit', controls)
}

/** How long after a snapshot first listed a request its request may still come (Lithic answers for us after a few seconds). */
const LATE_REQUEST_WINDOW_MS = 60_000

/** A request the issuer's snapshot listed before the request reached us: its token and result. */
type LateRequest = { token: string; approved: boolean }

/**
 * The listed request this request is, when the issuer's snapshot listed it before it reached us (the issuer
 * decided without our answer: a stand-in, a timeout): by its `event_token` when it has one (listed, or an
 * event of the issuer claimed under it); else the first listed request, of the same amount, that none of our
 * decisions is (the first authorization when the issuer created it, or an increment) and that was first
 * listed within `LATE_REQUEST_WINDOW_MS`. Null: a request the issuer has not decided yet (an increment).
 */
async function lateRequest(
  tx: Executor,
  existing: CardAuthorizationRow,
  event: AuthorizationRequestEvent,
  now: Date,
): Promise<LateRequest | null> {
  const listed = existing.issuerRequests
  if (event.issuerEventToken !== undefined) {
    const token = event.issuerEventToken
    const seen = listed.find((request) => request.token === token)
    if (seen) return { token, approved: seen.approved }
    const claimed = await findIssuerEvent(tx, event.issuer, token)
    if (!claimed) return null
    const approved = (claimed.payload as { approved?: unknown }).approved
    return { token, approved: approved === undefined ? existing.status !== 'declined' : approved === true }
  }
  const matches = new Set(matchIncrements(listed, existing.increments, existing.origin === 'asa'))
  // An authorization we created before we kept our first decision: its first listed request is ours.
  const legacyFirst = existing.origin === 'asa' && !existing.increments.some((r) => r.original)
  const amount = event.amountMicro.toString()
  const index = listed.findIndex(
    (request, j) =>
      !matches.has(j) &&
      !(legacyFirst && request.first) &&
      request.amountMicro === amount &&
      now.getTime() - new Date(request.seenAt).getTime() <= LATE_REQUEST_WINDOW_MS,
  )
  const found = listed[index]
  return found ? { token: found.token, approved: found.approved } : null
}

/**
 * A late request is answered as the issuer decided it (approved only if the card could cover it now too: the
 * answer no longer counts, but a request taken for late wrongly must not approve what the card cannot pay),
 * and remembered as that listed request, so it is never held twice nor taken for an increment again. Nothing
 * is held: the issuer's hold, set by its snapshot, has it already.
 */
async function answerLate(
  tx: Executor,
  cardState: AuthorizationCard,
  existing: CardAuthorizationRow,
  event: AuthorizationRequestEvent,
  late: LateRequest,
  requiredMicro: bigint,
  now: Date,
): Promise<ApplyOutcome> {
  const decision: AuthorizationDecision = late.approved
    ? decideAuthorization(cardState, requiredMicro, now)
    : {
        approved: false,
        reason: existing.status === 'declined' ? toDeclineReason(existing.declineReason) : 'issuer_declined',
      }
  if (!existing.increments.some((increment) => increment.token === late.token)) {
    await updateAuthorization(tx, existing.id, {
      increments: [
        ...existing.increments,
        {
          token: late.token,
          amountMicro: event.amountMicro.toString(),
          holdMicro: '0',
          approved: late.approved,
          late: true,
          at: now.toISOString(),
        },
      ],
      at: now,
    })
  }
  return { status: 'applied', decision, authorizationId: existing.id }
}

/**
 * An incremental authorization of a pending transaction we approved: decided on its own hold and the owner's and
 * the program's limits (`decideIncrement`); approved, the
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
  policy: ProgramPolicy | undefined,
): Promise<ApplyOutcome> {
  if (requiredMicro === 0n) {
    const decision = decideAuthorization(cardState, 0n, now)
    return { status: 'applied', decision, authorizationId: existing.id }
  }
  const decision = await decideIncrement(
    tx,
    card,
    cardState,
    { amountMicro: event.amountMicro, totalMicro: existing.amountMicro + event.amountMicro },
    requiredMicro,
    now,
    policy,
  )
  const increment: IncrementRecord = {
    token: event.issuerEventToken ?? null,
    amountMicro: event.amountMicro.toString(),
    holdMicro: decision.approved ? requiredMicro.toString() : '0',
    approved: decision.approved,
    at: now.toISOString(),
  }
  if (!decision.approved) {
    await updateAuthorization(tx, existing.id, { increments: [...existing.increments, increment], at: now })
  } else {
    await growHold(tx, { cardId: card.id, ref: holdRefOf(existing.id), byMicro: requiredMicro, at: now })
    await updateAuthorization(tx, existing.id, {
      amountMicro: existing.amountMicro + event.amountMicro,
      increments: [...existing.increments, increment],
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
    declineLimitMicro: decision.approved ? null : ownerLimitOf(decision.control),
    at: now,
  })
  return { status: 'applied', decision, authorizationId: existing.id }
}
