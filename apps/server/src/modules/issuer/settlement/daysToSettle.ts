import type { Executor } from '../../../db'
import type { UtcDay } from '../reconcile/utcDay'
import { findSettlement, requestedSettlementDays } from './repo/settlements'

/**
 * The days a round compares, oldest first: every day the issuer said its report changed since it was last
 * compared (`settlement_report.updated`), and yesterday until its report was read complete (one not
 * generated yet, or not final, is asked for again at the next round).
 */
export async function daysToSettle(tx: Executor, source: string, yesterday: UtcDay): Promise<UtcDay[]> {
  const days = new Set(await requestedSettlementDays(tx, source))
  const kept = await findSettlement(tx, source, yesterday)
  const final = kept && (kept.status === 'done' || kept.status === 'differs') && kept.complete !== false
  if (!final) days.add(yesterday)
  return [...days].sort()
}
