import type { SingletonJob } from '../../../jobs/createJobRunner'
import { recoverLithicEvents } from '../adapters/lithic/recoverLithicEvents'
import { findReconciliation } from './repo/reconciliations'
import { type ReconciliationContext, runReconciliation } from './runReconciliation'
import { previousUtcDay } from './utcDay'

export const ISSUER_RECONCILE_JOB = 'issuer-reconcile'
/** How often the job looks whether yesterday is reconciled, and asks for failed deliveries since its last look. */
const ISSUER_RECONCILE_INTERVAL_MS = 60 * 60_000

/**
 * The daily reconciliation with Lithic's books, a singleton job: each round (hourly, and once at start, so a
 * restart after a downtime recovers at once) reconciles yesterday (UTC) unless that day is done, then asks
 * Lithic to resend the event deliveries that failed since the previous round (`recoverLithicEvents`); they
 * arrive through the webhook and apply once. A failed reconciliation is kept as `failed` and retried on the
 * next round; a failed recovery fails the round (`chaincard_job_failures_total{job="issuer-reconcile"}`) and
 * asks for the same window again next time.
 */
export function issuerReconcileJob(
  ctx: ReconciliationContext,
  subscriptionToken: string | undefined,
): SingletonJob {
  return {
    name: ISSUER_RECONCILE_JOB,
    intervalMs: ISSUER_RECONCILE_INTERVAL_MS,
    run: async () => {
      const day = previousUtcDay(ctx.now())
      const kept = await findReconciliation(ctx.db, 'lithic', day)
      if (kept?.status !== 'done') await runReconciliation(ctx, day)
      const recovered = await recoverLithicEvents(ctx, ctx.client, subscriptionToken)
      if (recovered) {
        ctx.log.info(
          { begin: recovered.begin.toISOString(), end: recovered.end.toISOString() },
          'asked lithic to resend failed event deliveries',
        )
      }
    },
  }
}
