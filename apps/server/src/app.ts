import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { AppDeps } from './deps'
import { AppError, errorHandler, frameworkErrorHandler, notFoundHandler } from './errors'
import { loggerOptions } from './logging'
import { routeModules } from './modules'
import { corePlugin } from './plugins/core'
import { sessionPlugin } from './plugins/session'
import { webAppPlugin } from './plugins/webApp'

export type { AppDeps, Clock } from './deps'

/** The origin of the Lithic API (its hosted card embed), when Lithic is the issuer. */
function lithicOrigin(config: Config): string | undefined {
  if (config.issuer?.kind !== 'lithic') return undefined
  const { baseUrl, environment } = config.issuer.lithic
  return new URL(
    baseUrl ?? (environment === 'production' ? 'https://api.lithic.com' : 'https://sandbox.lithic.com'),
  ).origin
}

/** Largest request body accepted (the biggest legitimate one is a SIWE message of a few hundred bytes). */
export const bodyLimitBytes = 64 * 1024

/**
 * Builds the API: external plugins (cookie, helmet, rate-limit, OpenAPI), then app plugins (config, clock,
 * database, chain clients, session), then every route module of `modules/index.ts` under /api.
 * Nothing listens: `main.ts` does. Close the app to close the database.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) }),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.mode === 'production',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    // Opening and migrating the database (PGlite's first initdb, a migration on a large table) may take longer
    // than Fastify's 10 s default on a busy machine; a start that waits beats one that gives up.
    pluginTimeout: 120_000,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler(notFoundHandler)

  // An empty body with a JSON content type (some fetch wrappers send one on every POST) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') return done(null, undefined)
    parseJson(request, text, done)
  })

  await app.register(cookie)
  await app.register(helmet, {
    global: true,
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate_limited'),
  })
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.productName} API`, version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'chaincard_session' } },
      },
    },
    transform: jsonSchemaTransform,
  })

  if (config.role === 'worker') {
    // A worker runs the background jobs; web traffic goes to the api instances. It answers only what an
    // orchestrator asks it: liveness and readiness.
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0]
      if (path !== '/api/health' && path !== '/api/ready')
        throw new AppError('not_found', 'not found: this process is a worker (ROLE=worker)')
    })
  }
  await app.register(corePlugin, { config, deps })
  await app.register(sessionPlugin)

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger())
      for (const module of routeModules) {
        if (module.enabled && !module.enabled(config)) continue
        await api.register(module.plugin)
      }
    },
    { prefix: '/api' },
  )
  if (deps.webDistDir) await app.register(webAppPlugin, { distDir: deps.webDistDir })
  await app.ready()
  return app
}
