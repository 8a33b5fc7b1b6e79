import type { FastifyInstance } from 'fastify'
import { type AppContext, appContext } from '../../runtime/appContext'
import { createLithicClient } from './adapters/lithic/createLithicClient'
import { readLithicProgramBalance } from './adapters/lithic/readLithicProgramBalance'
import { readLithicSettlement } from './adapters/lithic/readLithicSettlement'
import { readSandboxSettlement } from './adapters/sandbox/readSandboxSettlement'
import { reconcileSeries } from './reconcile/reconcileSeries'
import type { ReconciliationContext } from './reconcile/runReconciliation'
import type { SettlementContext } from './settlement/settleDay'

export type IssuerBooks = {
  reconcile?: ReconciliationContext | undefined
  settlement?: SettlementContext | undefined
}
/** One per app: the jobs and the operator's routes check the same books through the same client and series. */
const booksOfApp = new WeakMap<AppContext, IssuerBooks>()

/**
 * The issuer's books against the ledger: Lithic's (the daily reconciliation and settlement reports), or the
 * sandbox issuer's own record of its events (its settlement, on demand); none on ROLE=issuer instances.
 */
export function issuerBooksOf(app: FastifyInstance): IssuerBooks {
  const ctx = appContext(app)
  const known = booksOfApp.get(ctx)
  if (known) return known
  const issuer = app.config.issuer
  // Lithic's books against the ledger: the daily job and the operator's route (not on ROLE=issuer instances).
  const reconcile: ReconciliationContext | undefined =
    issuer?.kind === 'lithic' && app.config.role !== 'issuer'
      ? {
          db: ctx.db,
          now: () => ctx.clock.now(),
          client: createLithicClient(issuer.lithic),
          series: reconcileSeries(app.metrics),
          moneyPath: app.metrics.moneyPath,
          log: app.log,
        }
      : undefined
  // The day's settlement against the ledger: Lithic's reports, or the sandbox issuer's own record of its events
  // (it has no program balance to tell).
  const settlement: SettlementContext | undefined =
    app.config.role === 'issuer'
      ? undefined
      : reconcile
        ? {
            db: ctx.db,
            now: reconcile.now,
            log: app.log,
            source: 'lithic',
            readReport: (day) => readLithicSettlement(reconcile.client, day),
            readProgramBalance: () => readLithicProgramBalance(reconcile.client, reconcile.now),
          }
        : issuer?.kind === 'lithic'
          ? undefined
          : {
              db: ctx.db,
              now: () => ctx.clock.now(),
              log: app.log,
              source: 'sandbox',
              readReport: (day) => readSandboxSettlement(ctx.db, day),
              readProgramBalance: async () => null,
            }
  const books = { reconcile, settlement }
  booksOfApp.set(ctx, books)
  return books
}
