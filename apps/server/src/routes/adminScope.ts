import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../errors'
import { recordOperatorAction } from '../modules/operators'
import { ADMIN_TOKEN_FILE, resolveAdminToken, resolveOperators } from '../plugins/resolveAdminToken'
import { auditRoutes } from './auditRoutes'
import type { RouteModule } from './index'

/** Each module's operator routes (paths relative to `/api/admin`). */
export type AdminScopeOptions = { modules: readonly RouteModule[] }

/** Methods that read only: every other call on /api/admin changes something and is recorded. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyInstance {
    /** True in the `/api/admin` scope (and its children) only: the check that no admin route is outside it. */
    inOperatorScope?: true
  }
}

/**
 * `/api/admin`, one encapsulated context that every operator route is registered inside (API.md "Operators"): the
 * operator guard is its first hook, so a route added here cannot forget it, and an unknown path under it is 401
 * without a token too (its own not-found handler runs the same hooks). Every state-changing call, whatever its
 * result, is appended to `operator_actions` with the operator's name before its answer leaves. Without any
 * operator (production without ADMIN_TOKENS or ADMIN_TOKEN) nothing under /api/admin exists.
 */
export const adminScope: FastifyPluginAsyncZod<AdminScopeOptions> = async (scope, { modules }) => {
  if (!resolveOperators(scope.config)) return
  if (!scope.config.adminToken && resolveAdminToken(scope.config)) {
    // Sandbox: say where the generated token is (the token itself stays out of the logs).
    scope.log.info({ file: join(scope.config.dataDir, ADMIN_TOKEN_FILE) }, 'operator token for npm run ops')
  } else if (scope.config.adminToken && scope.config.mode === 'production') {
    scope.log.warn(
      'ADMIN_TOKEN is one operator token in clear, acting as "admin": prefer ADMIN_TOKENS (named digests)',
    )
  }
  scope.decorate('inOperatorScope', true)
  scope.addHook('onRequest', scope.operatorGuard())
  scope.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || request.operator === null || !request.routeOptions.url) return payload
    try {
      await recordOperatorAction(scope.db, {
        operator: request.operator,
        method: request.method,
        route: request.routeOptions.url,
        params: request.params,
        query: request.query,
        body: request.body,
        status: reply.statusCode,
        payload,
        at: scope.clock.now(),
      })
    } catch (error) {
      // The action has happened: its answer still goes out (hiding it would invite a second money movement),
      // and the missing record is an error for whoever watches the log.
      request.log.error(
        { err: error, operator: request.operator, route: request.routeOptions.url },
        'operator action not recorded',
      )
    }
    return payload
  })
  scope.setNotFoundHandler(async () => {
    throw new AppError('not_found', 'not found')
  })

  await scope.register(auditRoutes)
  for (const module of modules) {
    if (module.enabled && !module.enabled(scope.config)) continue
    await scope.register(module.plugin)
  }
}

/**
 * On the root: any route under /api/admin registered outside the admin scope stops the start, so the guard cannot
 * be left out by registering an operator route elsewhere.
 */
export function refuseAdminRoutesOutsideScope(app: FastifyInstance): void {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const path = route.url
    if ((path === '/api/admin' || path.startsWith('/api/admin/')) && this.inOperatorScope !== true) {
      throw new Error(`${route.method} ${path}: an /api/admin route registered outside the admin scope`)
    }
  })
}
