import { ApiErrorBody } from '@chaincard/domain'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SIGNED_IN } from './signedIn'

type Transform = typeof jsonSchemaTransform
type TransformInput = Parameters<Transform>[0]
type Schema = Record<string, unknown> & {
  operationId?: string
  security?: unknown
  produces?: readonly string[]
  response?: Record<string, unknown>
}

const ADMIN = [{ admin: [] }]

/** `GET /api/card/:id/topup` -> `getCardIdTopup`: unique per method and path, stable across releases. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/_.-]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part))
    .flatMap((part) => part.split(' '))
  return [method.toLowerCase(), ...words]
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
}

function handlers(route: RouteOptions): unknown[] {
  const pre = route.preHandler
  return Array.isArray(pre) ? pre : pre ? [pre] : []
}

/**
 * Who may call a route, as the served document says it: the operator API by its prefix (its guard is the
 * prefix's), a route that runs `app.authenticate` (or declares `security` itself because it checks the session
 * inside its one statement) needs the session; every other route is public, and says so (`security: []`).
 */
function securityOf(app: FastifyInstance, route: RouteOptions, schema: Schema): unknown {
  if (schema.security !== undefined) return schema.security
  if (route.url.startsWith('/api/admin/') || route.url === '/api/admin') return ADMIN
  if (handlers(route).includes(app.authenticate)) return SIGNED_IN
  return []
}

/**
 * A response body that is not JSON (a PDF, a CSV, an HTML page, an event stream) declared with its media
 * types: `produces` is Swagger 2's word and OpenAPI 3 drops it, so it is turned into the 200's `content`.
 */
function withMediaTypes(response: Record<string, unknown>, produces: readonly string[] | undefined) {
  if (!produces?.length) return response
  const ok = (response['200'] ?? {}) as { description?: string }
  const content = Object.fromEntries(
    produces.map((type) => [
      type,
      { schema: { type: 'string', ...(type.startsWith('text/') ? {} : { format: 'binary' }) } },
    ]),
  )
  return { ...response, 200: { description: ok.description ?? 'The document', content } }
}

/** Every error answer is the domain's one body: `code` from the closed list, a message for people. */
const errorBody = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(ApiErrorBody) as Record<string, unknown>
  return schema
})()
const ERRORS = {
  '4xx': {
    description: 'A refusal: `code` names it (the web reacts to the code, never the message)',
    ...errorBody,
  },
  '5xx': { description: 'The server or a service it needs is failing', ...errorBody },
}

/**
 * The swagger transform: the zod route schemas as JSON Schema (fastify-type-provider-zod), then what the
 * document needs to drive a generated client: an `operationId`, who may call it, the error answers every
 * route can give, and the media type of a body that is not JSON. Only the served document changes: the
 * route's own validation and serialization are untouched.
 */
export function describeOperation(app: FastifyInstance): Transform {
  return (input: TransformInput) => {
    const described = jsonSchemaTransform(input)
    const route = input.route as RouteOptions
    const base = (described.schema ?? {}) as Schema
    const { produces, ...schema } = base
    const method = Array.isArray(route.method) ? route.method[0]! : route.method
    return {
      ...described,
      schema: {
        ...schema,
        operationId: schema.operationId ?? operationIdOf(method, route.url),
        security: securityOf(app, route, base),
        response: { ...withMediaTypes(schema.response ?? {}, produces), ...ERRORS },
      },
    } as ReturnType<Transform>
  }
}
