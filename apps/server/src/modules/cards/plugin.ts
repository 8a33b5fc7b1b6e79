import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminRoutes } from '../admin/routes'
import { invitationRoutes } from '../invitations/routes'
import { issuerOwnerRoutes } from '../issuer/owner/routes'
import { issuerPlugin } from '../issuer/routes'
import { orderRoutes } from '../orders/routes'
import { sandboxCardRoutes } from '../sandbox/routes'
import { statementRoutes } from '../statements/routes'
import { cardRoutes } from './routes'

/**
 * The cards issue as one route module (one line in `modules/index.ts`): the issuer first (binds the
 * issuer, seeds the sandbox invitation code, sweeps applications), then invitations, cards, the issuer's owner
 * routes (3DS challenge, card view),
 * orders, statements, the sandbox purchase simulation (sandbox mode only) and the operator routes.
 */
export const cardsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(issuerPlugin)
  await app.register(invitationRoutes)
  await app.register(cardRoutes)
  await app.register(issuerOwnerRoutes)
  await app.register(orderRoutes)
  await app.register(statementRoutes)
  if (app.config.mode === 'sandbox') await app.register(sandboxCardRoutes)
  await app.register(adminRoutes)
}
