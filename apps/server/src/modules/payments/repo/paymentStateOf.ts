import type { Hash } from 'viem'
import type { PaymentRow } from '../../../db/schema/payments'
import type { PaymentState } from '../paymentState'

/** The state part of a payment row, as transitionPayment takes it. */
export function paymentStateOf(row: PaymentRow): PaymentState {
  return {
    status: row.status,
    exception: row.exception,
    reason: row.reason,
    cancelled: row.cancelled,
    replacedBy: (row.replacedBy as Hash | null) ?? null,
  }
}
