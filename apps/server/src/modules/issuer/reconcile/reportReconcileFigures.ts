import type { ReconcileFigures } from '../adapters/lithic/reconcileLithicCreated'
import { reportRaisedEvents } from '../adapters/lithic/reportRaisedEvents'
import type { ReconciliationContext } from './runReconciliation'

/**
 * Counts and logs what a reconciliation outside a kept day found (the trailing window, the read-back of open
 * authorizations): the missed transactions and new exceptions in the reconciliation's series, the raised
 * events in the money path's; a warning when it found anything.
 */
export function reportReconcileFigures(
  ctx: ReconciliationContext,
  scope: Record<string, unknown>,
  figures: ReconcileFigures,
  message: string,
): void {
  const { raised, ...counts } = figures
  reportRaisedEvents(ctx.moneyPath, ctx.log, raised)
  ctx.series.missed.inc({ issuer: 'lithic' }, counts.missed)
  ctx.series.mismatches.inc({ issuer: 'lithic' }, counts.newExceptions)
  const level = counts.missed > 0 || counts.newExceptions > 0 ? 'warn' : 'info'
  ctx.log[level]({ ...scope, ...counts }, message)
}
