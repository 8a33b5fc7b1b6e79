import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../errors'
import { coarseRateLimitHook } from './coarseRateLimit'
import { createRateLimitStore } from './createRateLimitStore'

/**
 * @fastify/rate-limit with its counters in the database, so limits hold across every instance on it. Routes
 * opt in with `config.rateLimit`; the client key is `request.ip` (an IPv6 client's /64), which honours
 * X-Forwarded-For only from the peers TRUST_PROXY names. A route's `config.coarseRateLimit` adds a budget per
 * IPv6 /48 and one for all clients together, checked after the per-client one. Needs the core plugin (app.db,
 * app.clock).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { store, settle } = createRateLimitStore({ db: app.db, clock: app.clock, log: app.log })
    await app.register(rateLimit, {
      global: false,
      store,
      errorResponseBuilder: () => new AppError('rate_limited'),
    })
    // Registered after @fastify/rate-limit's own onRoute hook, so this check comes after the per-client one.
    app.addHook('onRoute', (route) => {
      const limit = route.config?.coarseRateLimit
      if (!limit) return
      const hook = coarseRateLimitHook(route, limit, { db: app.db, clock: app.clock })
      route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), hook]
    })
    app.addHook('onClose', settle)
  },
  { name: 'chaincard-rate-limit', dependencies: ['chaincard-core'] },
)
