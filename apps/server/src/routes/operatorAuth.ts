import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { countRateLimitHit, readRateLimitHits } from '../modules/rate-limit'
import { bearerToken, matchOperator } from '../plugins/adminGuard'
import { resolveOperators } from '../plugins/resolveAdminToken'

/** Wrong operator tokens one client address may send per window before every admin call it makes is 429. */
export const FAILED_TOKEN_BUDGET = 10
export const FAILED_TOKEN_WINDOW_MS = 60_000

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook: 401 unless the request carries an operator's token (`Authorization: Bearer`, or with
     * `queryToken` a `?token=` a browser can open), 429 once its client address sent FAILED_TOKEN_BUDGET wrong
     * tokens in the window. Sets `request.operator`.
     */
    operatorGuard(options?: { queryToken?: boolean }): onRequestAsyncHookHandler
  }
  interface FastifyRequest {
    /** The name of the operator whose token the request carried (set by an operator guard); null elsewhere. */
    operator: string | null
  }
}

/**
 * Operators' authentication, one check for every operator route: the configured operators (ADMIN_TOKENS,
 * ADMIN_TOKEN as `admin`, the sandbox's generated `sandbox`), each token compared as a digest, and a budget of
 * failed tokens per client address counted in the database (`rate_limit_hits`, like every rate limit), so every
 * instance shares it and a guesser is held at 10 tries a minute. Needs the core and rate-limit plugins.
 */
export const operatorAuthPlugin = fp(
  async (app: FastifyInstance) => {
    const operators = resolveOperators(app.config) ?? []
    app.decorateRequest('operator', null)
    app.decorate('operatorGuard', ({ queryToken = false }: { queryToken?: boolean } = {}) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const key = `operator-token-failures|${request.ip}`
        const now = app.clock.now()
        const spent = await readRateLimitHits(app.db, { key, now })
        if (spent && spent.hits >= FAILED_TOKEN_BUDGET) {
          const seconds = Math.max(1, Math.ceil((spent.expiresAt.getTime() - now.getTime()) / 1000))
          void reply.header('retry-after', String(seconds))
          throw new AppError(
            'rate_limited',
            'too many requests: too many wrong operator tokens from this client',
          )
        }
        const fromQuery = (request.query as Record<string, unknown> | undefined)?.token
        const presented =
          bearerToken(request.headers.authorization) ??
          (queryToken && typeof fromQuery === 'string' ? fromQuery : undefined)
        const name = matchOperator(operators, presented)
        if (name !== null) {
          request.operator = name
          return
        }
        // Only a token that was presented and is wrong spends the budget: a browser opening the page without one
        // (the usual first visit) is told to bring it.
        if (presented !== undefined) {
          await countRateLimitHit(app.db, { key, now, windowMs: FAILED_TOKEN_WINDOW_MS })
          request.log.warn({ route: request.routeOptions.url }, 'operator token refused')
        }
        throw new AppError('unauthorized', 'unauthorized: operator token missing or wrong')
      }
    })
  },
  { name: 'chaincard-operator-auth', dependencies: ['chaincard-core', 'chaincard-rate-limit'] },
)
