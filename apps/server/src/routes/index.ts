import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../config'
import type { AppDeps } from '../deps'
import { adminRoutes } from './adminRoutes'
import { authRoutes } from './authRoutes'
import { cardControlsRoutes } from './cardControlsRoutes'
import { cardRoutes } from './cardsRoutes'
import { disputeRoutes, disputesAdminRoutes } from './disputesRoutes'
import { enrollmentAdminRoutes, enrollmentRoutes } from './enrollmentRoutes'
import { eventsRoutes } from './eventsRoutes'
import { exceptionsAdminRoutes, exceptionsRoutes } from './exceptionsRoutes'
import { excessRoutes } from './excessRoutes'
import { healthRoutes } from './healthRoutes'
import { invitationRoutes } from './invitationsRoutes'
import { issuerOwnerRoutes } from './issuerOwnerRoutes'
import { issuerAdminRoutes, issuerPlugin } from './issuerRoutes'
import { legalRoutes } from './legalRoutes'
import { mailRoutes } from './mailRoutes'
import { membershipRoutes } from './membershipRoutes'
import { orderRoutes } from './ordersRoutes'
import { paymentsRoutes } from './paymentsRoutes'
import { publicConfigRoutes } from './publicConfigRoutes'
import { pushRoutes } from './pushRoutes'
import { reservesAdminRoutes, reservesRoutes } from './reservesRoutes'
import { rewardRoutes } from './rewardsRoutes'
import { sandboxCardRoutes } from './sandboxSimulatorRoutes'
import { sessionsRoutes } from './sessionsRoutes'
import { statementRoutes } from './statementsRoutes'
import { userRoutes } from './userRoutes'
import { walletRoutes } from './walletsRoutes'
import { watcherRoutes } from './watcherRoutes'
import { withdrawalAdminRoutes } from './withdrawalAdminRoutes'
import { withdrawalRoutes } from './withdrawalRoutes'

/**
 * Every route module, registered under /api in this order. A module is one Fastify plugin
 * (`src/modules/<name>/routes.ts`) whose routes are relative to /api; add it here with one line.
 * Routes that need a signed-in user add `preHandler: app.authenticate` and read `request.session`.
 * `enabled` limits a module to some deployments (e.g. sandbox-only routes).
 */
export type RouteModule = {
  name: string
  plugin: FastifyPluginAsyncZod
  enabled?: (config: Config) => boolean
  /** The plugin's options, from what buildApp was given (tests shorten timers this way). */
  options?: (deps: AppDeps) => Record<string, unknown>
}

export const routeModules: readonly RouteModule[] = [
  { name: 'health', plugin: healthRoutes },
  { name: 'public-config', plugin: publicConfigRoutes },
  // The legal pages kept as Markdown
  { name: 'legal', plugin: legalRoutes },
  { name: 'auth', plugin: authRoutes },
  { name: 'user', plugin: userRoutes },
  { name: 'sessions', plugin: sessionsRoutes },
  { name: 'payments', plugin: paymentsRoutes },
  // The issuer first: it binds the issuer, seeds the sandbox invitation code and sweeps applications.
  { name: 'issuer', plugin: issuerPlugin },
  { name: 'invitations', plugin: invitationRoutes },
  { name: 'cards', plugin: cardRoutes },
  // the owner's issuer routes: 3DS challenge, card view
  { name: 'issuer-owner', plugin: issuerOwnerRoutes },
  // the owner's controls of a card: limits, categories, channels, countries, merchant lock
  { name: 'card-controls', plugin: cardControlsRoutes },
  // "Report a problem" on a purchase, and the card's disputes
  { name: 'disputes', plugin: disputeRoutes },
  // The owner's enrollment with the issuer as a cardholder
  { name: 'enrollment', plugin: enrollmentRoutes },
  // Apple Pay and Google Pay tokens of a card
  { name: 'wallets', plugin: walletRoutes },
  { name: 'orders', plugin: orderRoutes },
  { name: 'statements', plugin: statementRoutes },
  // the sandbox purchase simulation
  { name: 'sandbox', plugin: sandboxCardRoutes, enabled: (config) => config.mode === 'sandbox' },
  { name: 'membership', plugin: membershipRoutes },
  { name: 'rewards', plugin: rewardRoutes },
  { name: 'exceptions', plugin: exceptionsRoutes },
  { name: 'excess', plugin: excessRoutes },
  { name: 'mail', plugin: mailRoutes },
  {
    name: 'events',
    plugin: eventsRoutes as FastifyPluginAsyncZod,
    options: (deps) => (deps.eventsHeartbeatMs ? { heartbeatMs: deps.eventsHeartbeatMs } : {}),
  },
  { name: 'push', plugin: pushRoutes },
  { name: 'reserves', plugin: reservesRoutes },
  // the owner withdraws a card's balance to a wallet (the sandbox pays it itself)
  { name: 'withdrawals', plugin: withdrawalRoutes },
]

/**
 * Every module's operator routes, relative to /api/admin: registered inside the admin scope (one guard for all,
 * and a record of each state-changing call), never beside the other routes. Add a module's here with one line.
 */
export const adminRouteModules: readonly RouteModule[] = [
  { name: 'admin', plugin: adminRoutes },
  { name: 'exceptions', plugin: exceptionsAdminRoutes },
  { name: 'watcher', plugin: watcherRoutes },
  { name: 'disputes', plugin: disputesAdminRoutes },
  { name: 'enrollment', plugin: enrollmentAdminRoutes },
  { name: 'issuer-books', plugin: issuerAdminRoutes },
  { name: 'reserves', plugin: reservesAdminRoutes },
  { name: 'withdrawals', plugin: withdrawalAdminRoutes },
]
