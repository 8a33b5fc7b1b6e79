import type { Transaction } from '@chaincard/domain'

/**
 * Whether a history row offers "Report a problem": a card purchase that cleared and was not refunded
 * (a held one can still change, a credit has nothing to dispute). The server has the last word (a purchase
 * disputed already, or cleared more than 120 days ago, is refused with the reason).
 */
export function canReportProblem(tx: Pick<Transaction, 'type' | 'state' | 'direction'>): boolean {
  return tx.type === 'consumption' && tx.state === 'settled' && tx.direction === 'debit'
}
