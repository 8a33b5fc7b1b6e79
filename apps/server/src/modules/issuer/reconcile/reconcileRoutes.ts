import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { IssuerReconciliationRow } from '../../../db/schema/issuerReconciliation'
import { AppError } from '../../../errors'
import { adminGuard } from '../../../plugins/adminGuard'
import { resolveAdminToken } from '../../../plugins/resolveAdminToken'
import { listReconciliations } from './repo/reconciliations'
import { type ReconciliationContext, runReconciliation } from './runReconciliation'
import { isUtcDay, utcDayOf } from './utcDay'

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

const ReconcileBody = z.strictObject({
  date: z.string().refine(isUtcDay, 'must be a day, YYYY-MM-DD'),
})

function toView(row: IssuerReconciliationRow): ReconciliationView {
  return { ...row, startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt.toISOString() }
}

/**
 * Operator routes of the reconciliation (bearer token, like every `/api/admin/*` route):
 * `POST /admin/issuer/reconcile` `{ date }` reconciles that UTC day now (up to today) and answers its kept
 * result; `GET /admin/issuer/reconciliations` lists the kept results, newest day first
 * (`npm run ops -- issuer reconcile --date D`, `ops issuer reconciliations`).
 */
export function reconcileRoutes(ctx: ReconciliationContext): FastifyPluginAsyncZod {
  return async (app) => {
    const token = resolveAdminToken(app.config)
    if (!token) return
    const onRequest = adminGuard(token)
    const tags = ['admin']
    app.post(
      '/admin/issuer/reconcile',
      {
        onRequest,
        schema: {
          tags,
          summary: "Reconcile one UTC day with the issuer's books now",
          body: ReconcileBody,
          response: { 200: z.object({ reconciliation: Reconciliation }) },
        },
      },
      async (request) => {
        if (request.body.date > utcDayOf(ctx.now()))
          throw new AppError('validation_failed', 'date: must not be in the future')
        return { reconciliation: toView(await runReconciliation(ctx, request.body.date)) }
      },
    )
    app.get(
      '/admin/issuer/reconciliations',
      {
        onRequest,
        schema: {
          tags,
          summary: "Each day's reconciliation with the issuer, newest first",
          response: { 200: z.object({ reconciliations: z.array(Reconciliation).max(100) }) },
        },
      },
      async () => ({ reconciliations: (await listReconciliations(ctx.db, 100)).map(toView) }),
    )
  }
}
