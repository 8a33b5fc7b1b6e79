import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { createRateLimitStore } from '../modules/rate-limit/createRateLimitStore'

/**
 * @fastify/rate-limit with its counters in the database, so limits hold across every instance on it. Routes
 * opt in with `config.rateLimit`; the client key is `request.ip`, which honours X-Forwarded-For only from the
 * peers TRUST_PROXY names. Needs the core plugin (app.db, app.clock).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { store, settle } = createRateLimitStore({ db: app.db, clock: app.clock, log: app.log })
    await app.register(rateLimit, {
      global: false,
      store,
      errorResponseBuilder: () => new AppError('rate_limited'),
    })
    app.addHook('onClose', settle)
  },
  { name: 'chaincard-rate-limit', dependencies: ['chaincard-core'] },
)
