import type { Executor } from '../../db'
import { recordException } from '../../runtime/operatorQueue/recordException'

export type RecordRejectedReportParameters = {
  cardId: string
  chainId: number
  txHash: string
  reporter: string
  /**
   * Why it was refused, as a code (`reverted`, `no_match`, `not_payable`, a deposit hold...; older rows
   * may say `used_elsewhere`).
   */
  detail: string
  now: Date
}

/**
 * A refused payment report leaves a `rejected_report` exception with its reporter and reason, so support can
 * find what a user tried (one row per card, transaction and reason; a repeat counts an attempt). How many a card
 * raises a day is the caller's budget (REJECTED_REPORTS_PER_CARD_PER_DAY, spent in reportPayment).
 */
export async function recordRejectedReport(db: Executor, p: RecordRejectedReportParameters): Promise<void> {
  const dedupeKey = `report:${p.cardId}:${p.chainId}:${p.txHash.toLowerCase()}:${p.detail}`
  await recordException(db, {
    reason: 'rejected_report',
    detail: p.detail,
    dedupeKey,
    chainId: p.chainId,
    txHash: p.txHash.toLowerCase(),
    cardId: p.cardId,
    reporter: p.reporter.toLowerCase(),
    now: p.now,
  })
}
