import type { TransactionType } from '../../schemas/transactions'

/** What a history row is, as its owner reads it: a purchase is one whatever became of it. */
export type HistoryKind =
  | 'purchase'
  | 'refund'
  | 'topup'
  | 'reward'
  | 'credit'
  | 'adjustment'
  | 'return_reversal'
  | 'correction'
  | 'dispute'
  | 'withdrawal'
  | 'withdrawal_return'
  | 'transfer_out'
  | 'transfer_in'
  | 'topup_refund'

const kindOfType = {
  authorization_approval: 'purchase',
  authorization_reversal: 'purchase',
  consumption: 'purchase',
  authorization_decline: 'purchase',
  refund: 'refund',
  topup: 'topup',
  reward: 'reward',
  credit: 'credit',
  adjustment: 'adjustment',
  return_reversal: 'return_reversal',
  correction: 'correction',
  dispute: 'dispute',
  withdrawal: 'withdrawal',
  withdrawal_return: 'withdrawal_return',
  transfer_out: 'transfer_out',
  transfer_in: 'transfer_in',
  topup_refund: 'topup_refund',
} as const satisfies Record<TransactionType, HistoryKind>

/**
 * The kind of a history row from its wire `type`: a `refund` row that is `refunded` is a purchase the
 * merchant gave money back for; a `refund` that is `settled` is a refund the issuer sent on its own.
 */
export function getHistoryKind(row: { type: TransactionType; state: string }): HistoryKind {
  if (row.type === 'refund' && row.state === 'refunded') return 'purchase'
  return kindOfType[row.type]
}
