import type { SingletonJob } from '../../../runtime/jobs/createJobRunner'
import { reconcileLithicCreated } from '../adapters/lithic/reconcileLithicCreated'
import { reconcileOpenAuthorizations } from '../adapters/lithic/reconcileOpenAuthorizations'
import { recoverLithicEvents } from '../adapters/lithic/recoverLithicEvents'
import { daysToSettle } from '../settlement/daysToSettle'
import { type SettlementContext, settleDay } from '../settlement/settleDay'
import { daysToReconcile } from './daysToReconcile'
import { reportReconcileFigures } from './reportReconcileFigures'
import { type ReconciliationContext, runReconciliation } from './runReconciliation'
import { addUtcDays, previousUtcDay, type UtcDay, utcDayBounds } from './utcDay'

export const ISSUER_RECONCILE_JOB = 'issuer-reconcile'
/** How often the job looks for days to reconcile, reads open authorizations back and asks for failed deliveries. */
const ISSUER_RECONCILE_INTERVAL_MS = 60 * 60_000
/** ISSUER_RECONCILE_DAYS when the settings give none. */
const DEFAULT_RECONCILE_DAYS = 30

export type IssuerReconcileJobOptions = {
  /** The event subscription whose failed deliveries are recovered; none: nothing is asked. */
  subscriptionToken?: string | undefined
  /** ISSUER_RECONCILE_DAYS: how far back days are made up and transactions re-read. */
  reconcileDays?: number | undefined
  /** The daily settlement with Lithic's reports; none: not compared by the job. */
  settlement?: SettlementContext | undefined
}

/**
 * The reconciliation with Lithic's books, a singleton job whose rounds (hourly, and once at start, so a restart
 * after a downtime catches up at once) converge on Lithic's figures:
 * 1. every day not reconciled yet since the last one (`daysToReconcile`, at most ISSUER_RECONCILE_DAYS back) is,
 *    oldest first (`runReconciliation`: its transactions created that day, its result kept); a failed day is
 *    kept as `failed`, stops the days of this round and is retried at the next;
 * 2. once a day, when the days are done, the transactions created in the ISSUER_RECONCILE_DAYS before yesterday
 *    are read again (`reconcileLithicCreated`): what happened to them since their day (a clearing after the
 *    authorization expired, a late return, a return reversal, a correction) whose delivery was lost is applied;
 *    kept in memory, so a restart reads the window once more (it changes nothing);
 * 3. every authorization still open as far as we know is read back by token (`reconcileOpenAuthorizations`);
 * 4. Lithic is asked to resend the event deliveries that failed (`recoverLithicEvents`), looking back past its
 *    retries;
 * 5. the settlement reports are compared with the ledger (`settleDay`): yesterday's until it is read complete,
 *    and every day Lithic said its report changed (`settlement_report.updated`); after the days' reconciliation,
 *    so an event whose delivery was lost is booked before its settlement is compared.
 * Each step runs even when an earlier one failed; the round then fails with the first error
 * (`chaincard_job_failures_total{job="issuer-reconcile"}`) and the next round does the failed steps again.
 */
export function issuerReconcileJob(
  ctx: ReconciliationContext,
  options: IssuerReconcileJobOptions = {},
): SingletonJob {
  const reachDays = options.reconcileDays ?? DEFAULT_RECONCILE_DAYS
  let windowReadFor: UtcDay | null = null
  return {
    name: ISSUER_RECONCILE_JOB,
    intervalMs: ISSUER_RECONCILE_INTERVAL_MS,
    run: async () => {
      const yesterday = previousUtcDay(ctx.now())
      const failures: unknown[] = []
      const step = async (work: () => Promise<void>) => {
        try {
          await work()
        } catch (error) {
          failures.push(error)
        }
      }
      let daysDone = true
      for (const day of await daysToReconcile(ctx.db, 'lithic', yesterday, reachDays)) {
        const kept = await runReconciliation(ctx, day)
        if (kept.status !== 'done') {
          daysDone = false
          break
        }
      }
      if (daysDone && windowReadFor !== yesterday) {
        await step(async () => {
          const window = {
            begin: utcDayBounds(addUtcDays(yesterday, 1 - reachDays)).begin,
            end: utcDayBounds(yesterday).begin,
          }
          if (window.begin < window.end) {
            const figures = await reconcileLithicCreated(ctx, ctx.client, window)
            reportReconcileFigures(
              ctx,
              { begin: window.begin.toISOString(), end: window.end.toISOString() },
              figures,
              'issuer trailing window reconciled',
            )
          }
          windowReadFor = yesterday
        })
      }
      await step(async () => {
        const since = utcDayBounds(addUtcDays(yesterday, 1 - reachDays)).begin
        const { unknown, ...figures } = await reconcileOpenAuthorizations(ctx, ctx.client, since)
        if (unknown.length > 0)
          ctx.log.warn(
            { tokens: unknown.slice(0, 20), count: unknown.length },
            'open authorizations lithic does not know',
          )
        reportReconcileFigures(ctx, {}, figures, 'open issuer authorizations read back')
      })
      await step(async () => {
        const recovered = await recoverLithicEvents(ctx, ctx.client, options.subscriptionToken)
        if (recovered) {
          ctx.log.info(
            { begin: recovered.begin.toISOString(), end: recovered.end.toISOString() },
            'asked lithic to resend failed event deliveries',
          )
        }
      })
      const settlement = options.settlement
      if (settlement) {
        await step(async () => {
          for (const day of await daysToSettle(ctx.db, settlement.source, yesterday)) {
            const kept = await settleDay(settlement, day)
            if (kept.status === 'failed') throw new Error(`settlement of ${day} failed: ${kept.error}`)
          }
        })
      }
      if (failures.length > 0) throw failures[0]
    },
  }
}
