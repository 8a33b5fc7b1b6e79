import cookie from '@fastify/cookie'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { type Config, runsJobs } from './config'
import type { AppDeps } from './deps'
import { AppError, errorHandler, frameworkErrorHandler, notFoundHandler } from './errors'
import { findNulText, mayHoldNul } from './http/findNulText'
import { nulRefusal } from './http/nulRefusal'
import { describeOperation } from './http/openapi/describeOperation'
import { openapiSecuritySchemes } from './http/openapi/openapiSecuritySchemes'
import { responseSerializerCompiler } from './http/responseSerializerCompiler'
import { loggerOptions, PrettyLogController } from './logging'
import { seedRootInvitationCode } from './modules/invitations'
import { unbindIssuer } from './modules/issuer'
import { rateLimitPlugin } from './modules/rate-limit'
import { adminListenerPlugin } from './plugins/adminListener'
import { corePlugin } from './plugins/core'
import { drainingPlugin } from './plugins/draining'
import { metricsPlugin } from './plugins/metrics'
import { sameOriginPlugin } from './plugins/sameOrigin'
import { securityHeadersPlugin } from './plugins/securityHeaders'
import { webAppPlugin } from './plugins/webApp'
import { buildAppContext } from './root/buildAppContext'
import { adminRouteModules, routeModules } from './routes'
import { adminScope, refuseAdminRoutesOutsideScope } from './routes/adminScope'
import { healthRoutes } from './routes/healthRoutes'
import { operatorAuthPlugin } from './routes/operatorAuth'
import { appContext, forgetAppContext, hasAppContext, provideAppContext } from './runtime/appContext'
import { sessionPlugin } from './runtime/session/sessionPlugin'
import { registerJobs } from './worker'

export type { AppDeps, Clock } from './deps'

/** The origin of the Lithic API (its hosted card embed), when Lithic is the issuer. */
function lithicOrigin(config: Config): string | undefined {
  if (config.issuer?.kind !== 'lithic') return undefined
  const { baseUrl, environment } = config.issuer.lithic
  return new URL(
    baseUrl ?? (environment === 'production' ? 'https://api.lithic.com' : 'https://sandbox.lithic.com'),
  ).origin
}

/** TRUST_PROXY as Fastify's option; a hop count trusts the nearest `hops` addresses, as proxy-addr does. */
function fastifyTrustProxy(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return [...trust]
}

/** Largest request body accepted (the biggest legitimate one is a SIWE message of a few hundred bytes). */
export const bodyLimitBytes = 64 * 1024

/**
 * Builds the API: external plugins (cookie, helmet, OpenAPI), then app plugins (config, clock, database,
 * chain clients, metrics, rate limits on the database, the admin listener, operators' authentication, session;
 * draining on close), then the routes for the process's ROLE: every route module of `routes/index.ts` under /api
 * and their operator routes in the admin scope under /api/admin (api, issuer, all), or only health and readiness
 * (worker); and the background jobs of `worker.ts` (worker, all).
 * Nothing listens: `main.ts` does. Close the app to close the database.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      format: config.logFormat,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    }),
    // The pretty (sandbox terminal) log has request lines only for errors and slow answers.
    ...(config.logFormat === 'pretty' ? { logController: new PrettyLogController() } : {}),
    // The first start of a sandbox creates its database (initdb in a child process, then migrations), which
    // took longer than Fastify's default 10 s on a busy 2-core machine and stopped the start.
    pluginTimeout: 120_000,
    bodyLimit: bodyLimitBytes,
    // Whose X-Forwarded-For sets request.ip (the rate-limit key): nobody's unless TRUST_PROXY says so.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // While closing, a request on a connection that is already open is served (with Connection: close), not
    // refused with 503: in-flight traffic finishes; /api/ready answers 503 draining for load balancers.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler(config.validateResponses))
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler(notFoundHandler)

  // An empty body with a JSON content type (some fetch wrappers send one on every POST) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  // A body with a NUL character in its text is refused before anything of it reaches the database.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') return done(null, undefined)
    if (!mayHoldNul(text)) return parseJson(request, text, done)
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined)
      const at = findNulText(parsed)
      if (at !== null) return done(nulRefusal(`body.${at}`), undefined)
      done(null, parsed)
    })
  })
  // The same for a query or a path: `%00` is the only way a NUL gets into a URL.
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw nulRefusal('url')
  })

  await app.register(cookie)
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        // The web app talks to the API (same origin) and, through the wallet, to each chain's public RPC.
        connectSrc: ["'self'", ...new Set(config.chains.map((chain) => new URL(chain.publicRpcUrl).origin))],
        imgSrc: ["'self'", 'data:', 'https:'],
        // The issuer's hosted card view (Lithic's embed) is an iframe from the issuer's API origin.
        ...(lithicOrigin(config) ? { frameSrc: ["'self'", lithicOrigin(config)!] } : {}),
      },
    },
  })
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.productName} API`,
        version: '1.0.0',
      },
      servers: [{ url: config.publicOrigin }],
      components: { securitySchemes: openapiSecuritySchemes(config.publicOrigin) },
    },
    transform: describeOperation(app),
  })

  if (config.role === 'issuer') {
    // An issuer instance serves the card network's decisions and events only (README "Connecting a Lithic
    // account"): its thread is never busy with the web app, the API or jobs.
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? ''
      if (path !== '/api/health' && path !== '/api/ready' && !path.startsWith('/api/issuer/'))
        throw new AppError('not_found', 'not found: this process serves only the issuer routes (ROLE=issuer)')
    })
  }
  await app.register(drainingPlugin)
  await app.register(corePlugin, { config, deps })
  await app.register(metricsPlugin)
  await app.register(rateLimitPlugin)
  await app.register(adminListenerPlugin)
  await app.register(operatorAuthPlugin)
  await app.register(sessionPlugin)
  await app.register(sameOriginPlugin)

  // The runtime parts the modules share, built once here (the composition root), before any route or job.
  if (!hasAppContext(app.db)) provideAppContext(buildAppContext(app))
  const ctx = appContext(app)
  // Added before every route and job: run after all of theirs when the app closes.
  app.addHook('onClose', async () => {
    unbindIssuer(ctx.db)
    forgetAppContext(ctx.db)
  })
  if (config.sandbox) await seedRootInvitationCode(ctx.db, config.sandbox.inviteCode, ctx.clock.now())
  refuseAdminRoutesOutsideScope(app)
  await app.register(
    async (api) => {
      if (config.role === 'worker') {
        // A worker runs the background jobs; web traffic goes to the api instances. It answers only what an
        // orchestrator asks it: liveness and readiness.
        await api.register(healthRoutes)
        return
      }
      api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger())
      for (const module of routeModules) {
        if (module.enabled && !module.enabled(config)) continue
        await api.register(module.plugin, module.options?.(deps) ?? {})
      }
      // Every operator route, in one scope behind one guard.
      await api.register(adminScope, { prefix: '/admin', modules: adminRouteModules })
    },
    { prefix: '/api' },
  )
  if (runsJobs(config.role)) registerJobs(app)
  if (deps.webDistDir && config.role !== 'worker')
    await app.register(webAppPlugin, { distDir: deps.webDistDir })
  await app.ready()
  return app
}
