import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { programPolicyOf } from '../config'
import { issuerBooksOf } from '../modules/issuer'
import { reconcileRoutes } from './issuerReconcileRoutes'
import { rulesRoutes } from './issuerRulesRoutes'
import { settlementRoutes } from './issuerSettlementRoutes'
import { lithicWebhookRoutes } from './lithicWebhookRoutes'

/**
 * The card issuer's own routes: with Lithic, its webhook (the card network's decisions and events). The issuer's
 * binding, the sandbox's root invitation code and the issuer's jobs are not HTTP: app.ts and jobs/issuerJobs.ts.
 */
export const issuerPlugin: FastifyPluginAsyncZod = async (app) => {
  const issuer = app.config.issuer
  if (issuer?.kind === 'lithic') await app.register(lithicWebhookRoutes(issuer.lithic))
}

/** The operator's routes of the issuer's books, relative to /api/admin: registered inside the admin scope. */
export const issuerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reconcile, settlement } = issuerBooksOf(app)
  if (reconcile) await app.register(reconcileRoutes(reconcile))
  // The program policy mirrored as Lithic's own rules, on an operator's word (not on ROLE=issuer instances).
  if (app.config.role !== 'issuer') {
    await app.register(
      rulesRoutes({ client: reconcile?.client ?? null, policy: programPolicyOf(app.config) }),
    )
  }
  if (settlement) await app.register(settlementRoutes(settlement))
}
