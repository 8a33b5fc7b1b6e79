import { isOwnDecline } from '@chaincard/domain'
import type { Executor } from '../../../db'
import type { CardAuthorizationRow } from '../../../db/schema/cards'
import { setHold } from '../../../ledger'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import { holdRefOf } from './holdRef'
import type { TransactionStateEvent, TransactionStatus } from './InboundEvent'
import { updateAuthorization } from './repo/authorizations'
import type { EventCard } from './repo/lockEventCard'
import { seenRequests, transactionHold } from './transactionHold'

const ISSUER_STATUS: Record<TransactionStatus, string> = {
  pending: 'PENDING',
  settled: 'SETTLED',
  voided: 'VOIDED',
  expired: 'EXPIRED',
  declined: 'DECLINED',
}

/** Our status of an authorization whose transaction the issuer gives as `status`. */
function statusFor(
  status: TransactionStatus,
  authorization: CardAuthorizationRow,
): CardAuthorizationRow['status'] {
  const cleared = (authorization.capturedMicro ?? 0n) > 0n
  switch (status) {
    case 'pending':
      return 'approved'
    case 'settled':
      return 'captured'
    case 'voided':
    case 'expired':
      return cleared ? 'captured' : 'reversed'
    case 'declined':
      return cleared ? 'captured' : 'declined'
  }
}

/** A decline's reason and whether it is the owner's own doing (their lock, controls or 3DS answer). */
function declinedAs(reason: string, card: EventCard): { declineReason: string; ownDecline: boolean } {
  return { declineReason: reason, ownDecline: isOwnDecline(reason, card.lockReason) }
}

/**
 * The issuer's snapshot of a transaction is the truth for what it still holds (DESIGN, CONVENTIONS "Lithic's
 * and Stripe Issuing's own guides"): applied after the snapshot's own events, a newer snapshot (more events
 * than the one applied) sets the authorization's status and, while the transaction is pending, its open hold
 * to the issuer's hold plus the increments we approved that the snapshot does not list yet (matched by identity,
 * `transactionHold`; the listed requests are kept for the next snapshot and for a late request); once the
 * transaction is settled, voided, expired or declined, the hold is released. Not per-event arithmetic: a
 * redelivery, a reordering, an increment, a partial reversal, a partial or a second clearing all end on the
 * issuer's figure. An older snapshot delivered late changes nothing (`ignored`). A credit authorization holds
 * nothing. Parked when the authorization has not arrived yet.
 */
export async function applyTransactionState(
  tx: Executor,
  card: EventCard,
  event: TransactionStateEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  if (!authorization || authorization.status === 'challenge') return { status: 'parked' }
  if (authorization.cardId !== card.id) return { status: 'ignored' }
  if (event.version <= authorization.issuerVersion)
    return { status: 'ignored', authorizationId: authorization.id }
  const status = statusFor(event.status, authorization)
  const listed = event.requests
    ? seenRequests(event.requests, authorization.issuerRequests, authorization.increments, now)
    : undefined
  if (authorization.direction === 'debit') {
    const open = event.status === 'pending'
    await setHold(tx, {
      cardId: card.id,
      ref: holdRefOf(authorization.id),
      amountMicro: open
        ? transactionHold(event.holdMicro, listed, authorization.increments, authorization.origin === 'asa')
        : 0n,
      open,
      closeAs: event.status === 'settled' ? 'captured' : 'released',
      at: now,
    })
  }
  const merchant = event.merchant
  await updateAuthorization(tx, authorization.id, {
    status,
    issuerStatus: ISSUER_STATUS[event.status],
    issuerVersion: event.version,
    ...(listed ? { issuerRequests: listed } : {}),
    ...(status === 'declined'
      ? declinedAs(event.declineReason ?? authorization.declineReason ?? 'issuer_declined', card)
      : status === 'approved'
        ? { declineReason: null, ownDecline: false }
        : {}),
    ...(merchant
      ? {
          merchantCurrency: merchant.currency,
          merchantAmountMinor: merchant.authorizedMinor,
          merchantClearedMinor: merchant.clearedMinor,
        }
      : {}),
    at: now,
  })
  return { status: 'applied', authorizationId: authorization.id }
}
