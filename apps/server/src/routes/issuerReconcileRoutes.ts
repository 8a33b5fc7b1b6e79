import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { IssuerReconciliationRow } from '../db/schema/issuerReconciliation'
import { listReconciliations, type ReconciliationContext, runReconciliation } from '../modules/issuer'
import { adminDayRoutes } from './adminDayRoutes'

const Reconciliation = z.object({
  issuer: z.string(),
  day: z.string(),
  status: z.enum(['done', 'failed']),
  transactions: z.int().nonnegative(),
  missed: z.int().nonnegative(),
  mismatches: z.int().nonnegative(),
  newExceptions: z.int().nonnegative(),
  error: z.string().nullable(),
  runs: z.int().positive(),
  startedAt: z.string(),
  finishedAt: z.string(),
})
type ReconciliationView = z.infer<typeof Reconciliation>

function toView(row: IssuerReconciliationRow): ReconciliationView {
  return { ...row, startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt.toISOString() }
}

/**
 * Operator routes of the reconciliation, relative to /api/admin (the admin scope's guard and record):
 * `POST /admin/issuer/reconcile` `{ date }` reconciles that UTC day now (up to today) and answers its kept
 * result; `GET /admin/issuer/reconciliations` lists the kept results, newest day first
 * (`npm run ops -- issuer reconcile --date D`, `ops issuer reconciliations`).
 */
export function reconcileRoutes(ctx: ReconciliationContext): FastifyPluginAsyncZod {
  return adminDayRoutes({
    runPath: '/issuer/reconcile',
    listPath: '/issuer/reconciliations',
    one: 'reconciliation',
    many: 'reconciliations',
    runSummary: "Reconcile one UTC day with the issuer's books now",
    listSummary: "Each day's reconciliation with the issuer, newest first",
    view: Reconciliation,
    toView,
    now: ctx.now,
    run: (day) => runReconciliation(ctx, day),
    list: (limit) => listReconciliations(ctx.db, limit),
  })
}
