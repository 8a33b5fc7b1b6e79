import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../config'
import type { AppDeps } from '../deps'
import { authRoutes } from './auth/routes'
import { sessionsRoutes } from './auth/sessions/routes'
import { cardsModule } from './cards/plugin'
import { eventsRoutes } from './events/routes'
import { exceptionsRoutes } from './exceptions/routes'
import { excessRoutes } from './excess/routes'
import { healthRoutes } from './health/routes'
import { mailRoutes } from './mail/routes'
import { paymentsRoutes } from './payments/routes'
import { publicConfigRoutes } from './public-config/routes'
import { pushRoutes } from './push/routes'
import { loyaltyModule } from './rewards/loyaltyModule'
import { userRoutes } from './user/routes'
import { watcherRoutes } from './watcher/routes'

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
  { name: 'auth', plugin: authRoutes },
  { name: 'user', plugin: userRoutes },
  { name: 'sessions', plugin: sessionsRoutes },
  { name: 'payments', plugin: paymentsRoutes },
  { name: 'cards', plugin: cardsModule },
  { name: 'loyalty', plugin: loyaltyModule },
  { name: 'exceptions', plugin: exceptionsRoutes },
  { name: 'excess', plugin: excessRoutes },
  { name: 'watcher', plugin: watcherRoutes },
  { name: 'mail', plugin: mailRoutes },
  {
    name: 'events',
    plugin: eventsRoutes as FastifyPluginAsyncZod,
    options: (deps) => (deps.eventsHeartbeatMs ? { heartbeatMs: deps.eventsHeartbeatMs } : {}),
  },
  { name: 'push', plugin: pushRoutes },
]
