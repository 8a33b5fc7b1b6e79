import type { PaymentException, PaymentStatus } from '@chaincard/domain'
import type { Hash } from 'viem'

export { PAYMENT_STATUSES, type PaymentException, type PaymentStatus } from '@chaincard/domain'

export type PaymentState = {
  status: PaymentStatus
  exception: PaymentException
  /** Why a payment was refused or dropped; null otherwise. */
  reason: string | null
  /** The order payment was cancelled by the user before the money arrived (a later credit is `paid_late`). */
  cancelled: boolean
  /** Hash of the transaction that replaced this one (same sender and nonce). */
  replacedBy: Hash | null
}

/** Money facts the credit decision needs; all micro-USD, computed by the caller under a row lock. */
export type CreditContext = {
  /** Net credit of this payment (after fee). */
  amountMicro: bigint
  /** Gross USD value of this payment (before fee); `lower` is compared against gross sums. */
  grossMicro: bigint
  /** The card is still an order (new or pending): its first payment activates it. */
  isOrder: boolean
  /** Gross sum already credited to this order before this payment. */
  orderGrossBeforeMicro: bigint
  /** Minimum first top-up (1.51 USD). */
  lowerMicro: bigint
  /** What still fits under the card maximum before this credit; null = unlimited. */
  fitMicro: bigint | null
}

/** What the verifier or the watcher observed, or what the user did. */
export type PaymentInput =
  | { type: 'not_found'; expired: boolean }
  | { type: 'replaced'; by: Hash }
  | { type: 'reverted' }
  | { type: 'no_match'; reason: string }
  | { type: 'included'; confirmations: number; required: number; canonical: boolean }
  | { type: 'reorged' }
  | { type: 'cancelled' }
  | { type: 'credit'; context: CreditContext }
  /** The card may not take deposits now (getDepositHold): its transfers are held for a person instead. */
  | { type: 'held'; detail: string }
  /** The credited transfer left the canonical chain while its credit was still pending: it was taken back. */
  | { type: 'credit_reversed' }

/** Side effects the caller must persist, in order, in the same transaction as the new state. */
export type PaymentEvent =
  | { type: 'seen' }
  | { type: 'confirmed' }
  | { type: 'credit'; amountMicro: bigint; exception: PaymentException }
  | { type: 'activate_order' }
  | { type: 'reverted' }
  | { type: 'invalid'; reason: string }
  | { type: 'dropped'; reason: string }
  | { type: 'replaced'; by: Hash }
  | { type: 'reorged' }
  | { type: 'held'; detail: string }
  | { type: 'credit_reversed' }

export type TransitionResult = { state: PaymentState; events: PaymentEvent[] }

export function initialPaymentState(): PaymentState {
  return { status: 'reported', exception: 'none', reason: null, cancelled: false, replacedBy: null }
}
