import type { DisputeReason, DisputeStatus } from '@chaincard/domain'

/** Lithic's chargeback reasons (`disputes.create`). */
export type LithicDisputeReason =
  | 'ATM_CASH_MISDISPENSE'
  | 'CANCELLED'
  | 'DUPLICATED'
  | 'FRAUD_CARD_NOT_PRESENT'
  | 'FRAUD_CARD_PRESENT'
  | 'FRAUD_OTHER'
  | 'GOODS_SERVICES_NOT_AS_DESCRIBED'
  | 'GOODS_SERVICES_NOT_RECEIVED'
  | 'INCORRECT_AMOUNT'
  | 'MISSING_AUTH'
  | 'OTHER'
  | 'PROCESSING_ERROR'
  | 'RECURRING_TRANSACTION_NOT_CANCELLED'
  | 'REFUND_NOT_PROCESSED'

/** Our reasons as Lithic's: a virtual card is never present, so fraud is card-not-present fraud. */
export const TO_LITHIC_REASON = {
  fraud: 'FRAUD_CARD_NOT_PRESENT',
  duplicated: 'DUPLICATED',
  incorrect_amount: 'INCORRECT_AMOUNT',
  not_received: 'GOODS_SERVICES_NOT_RECEIVED',
  not_as_described: 'GOODS_SERVICES_NOT_AS_DESCRIBED',
  cancelled: 'CANCELLED',
  recurring_not_cancelled: 'RECURRING_TRANSACTION_NOT_CANCELLED',
  refund_not_processed: 'REFUND_NOT_PROCESSED',
  other: 'OTHER',
} as const satisfies Record<DisputeReason, LithicDisputeReason>

/** Lithic's reason as ours (a dispute filed elsewhere, e.g. by support on the owner's call). */
export function fromLithicReason(reason: string): DisputeReason {
  switch (reason) {
    case 'FRAUD_CARD_NOT_PRESENT':
    case 'FRAUD_CARD_PRESENT':
    case 'FRAUD_OTHER':
    case 'MISSING_AUTH':
      return 'fraud'
    case 'DUPLICATED':
      return 'duplicated'
    case 'INCORRECT_AMOUNT':
    case 'ATM_CASH_MISDISPENSE':
      return 'incorrect_amount'
    case 'GOODS_SERVICES_NOT_RECEIVED':
      return 'not_received'
    case 'GOODS_SERVICES_NOT_AS_DESCRIBED':
      return 'not_as_described'
    case 'CANCELLED':
      return 'cancelled'
    case 'RECURRING_TRANSACTION_NOT_CANCELLED':
      return 'recurring_not_cancelled'
    case 'REFUND_NOT_PROCESSED':
      return 'refund_not_processed'
    default:
      return 'other'
  }
}

/**
 * A Chargebacks API (`/v1/disputes`) status as ours, with its place in the case's order (the update's
 * version: an update with a lower one than the one applied changes nothing). A closed case is `withdrawn`
 * when its resolution says so, else `lost`.
 */
export function fromLithicChargebackStatus(
  status: string,
  resolution: string | null,
): { status: Exclude<DisputeStatus, 'filing'>; version: number } | null {
  switch (status) {
    case 'NEW':
      return { status: 'opened', version: 1 }
    case 'PENDING_CUSTOMER':
      return { status: 'needs_info', version: 2 }
    case 'SUBMITTED':
      return { status: 'in_review', version: 3 }
    case 'REPRESENTMENT':
      return { status: 'in_review', version: 4 }
    case 'PREARBITRATION':
      return { status: 'in_review', version: 5 }
    case 'ARBITRATION':
      return { status: 'in_review', version: 6 }
    case 'CASE_WON':
      return { status: 'won', version: 7 }
    case 'CASE_CLOSED':
      return { status: resolution === 'WITHDRAWN' ? 'withdrawn' : 'lost', version: 7 }
    default:
      return null
  }
}

/** A Managed Disputes disposition (or an open case) as our status. */
export function fromLithicDisposition(
  status: string | null,
  disposition: string | null,
): Exclude<DisputeStatus, 'filing'> {
  switch (disposition) {
    case 'WON':
    case 'PARTIALLY_WON':
      return 'won'
    case 'LOST':
    case 'DENIED':
      return 'lost'
    case 'WITHDRAWN':
      return 'withdrawn'
    default:
      return status === 'CLOSED' ? 'lost' : 'in_review'
  }
}
