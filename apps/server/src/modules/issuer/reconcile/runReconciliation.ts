import type { FastifyBaseLogger } from 'fastify'
import type Lithic from 'lithic'
import type { Db } from '../../../db'
import type { IssuerReconciliationRow } from '../../../db/schema/issuerReconciliation'
import type { MoneyPathSeries } from '../../../metrics'
import { reconcileLithicDay } from '../adapters/lithic/reconcileLithicDay'
import { reportRaisedEvents } from '../adapters/lithic/reportRaisedEvents'
import type { ReconcileSeries } from './reconcileSeries'
import { findReconciliation, saveReconciliation } from './repo/reconciliations'
import { type UtcDay, utcDayBounds } from './utcDay'

export type ReconciliationContext = {
  db: Db
  now: () => Date
  client: Lithic
  series: ReconcileSeries
  moneyPath: Pick<MoneyPathSeries, 'issuerUnhandled'>
  log: FastifyBaseLogger
}

/**
 * Reconciles one day with the issuer (`reconcileLithicDay`) and keeps the result (`issuer_reconciliations`:
 * the run's figures, or `failed` with the error's message, never request data), counted in the metrics. A
 * failure of the issuer's API is a failed result, not a thrown error: the next round or the operator retries.
 */
export async function runReconciliation(
  ctx: ReconciliationContext,
  day: UtcDay,
): Promise<IssuerReconciliationRow> {
  const startedAt = ctx.now()
  const base = { issuer: 'lithic', day, startedAt }
  try {
    const { raised, ...figures } = await reconcileLithicDay(ctx, ctx.client, day)
    reportRaisedEvents(ctx.moneyPath, ctx.log, raised)
    const row = await saveReconciliation(ctx.db, {
      ...base,
      status: 'done',
      ...figures,
      error: null,
      finishedAt: ctx.now(),
    })
    ctx.series.runs.inc({ issuer: 'lithic', status: 'done' })
    ctx.series.missed.inc({ issuer: 'lithic' }, figures.missed)
    ctx.series.mismatches.inc({ issuer: 'lithic' }, figures.newExceptions)
    const newest = await newestDoneDay(ctx, day)
    ctx.series.lastDoneDay.set({ issuer: 'lithic' }, utcDayBounds(newest).begin.getTime() / 1000)
    const level = figures.missed > 0 || figures.newExceptions > 0 ? 'warn' : 'info'
    ctx.log[level]({ day, ...figures }, 'issuer reconciliation done')
    return row
  } catch (error) {
    const message =
      (error as { shortMessage?: string }).shortMessage ??
      (error instanceof Error ? error.message : String(error))
    ctx.series.runs.inc({ issuer: 'lithic', status: 'failed' })
    ctx.log.warn({ day, err: { name: (error as Error).name, message } }, 'issuer reconciliation failed')
    const previous = await findReconciliation(ctx.db, 'lithic', day)
    return saveReconciliation(ctx.db, {
      ...base,
      status: 'failed',
      transactions: previous?.transactions ?? 0,
      missed: 0,
      mismatches: previous?.mismatches ?? 0,
      newExceptions: 0,
      error: message.slice(0, 500),
      finishedAt: ctx.now(),
    })
  }
}

/** The newer of `day` and the newest day the gauge shows (a rerun of an old day does not move it back). */
async function newestDoneDay(ctx: ReconciliationContext, day: UtcDay): Promise<UtcDay> {
  const current = (await ctx.series.lastDoneDay.get()).values.find((v) => v.labels.issuer === 'lithic')?.value
  const shown = current ? new Date(current * 1000).toISOString().slice(0, 10) : day
  return shown > day ? shown : day
}
