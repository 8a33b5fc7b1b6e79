import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The headers helmet sets for `options`, computed once: helmet's middleware is run against a response that
 * only records what it is told. Every answer gets the same headers (no per-request CSP nonces here), so
 * nothing about them depends on the request.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  // helmet's middleware is synchronous: it calls `next` before returning (with an error it throws, v8.1+).
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure
  return headers
}

/**
 * helmet's security headers on every answer (API, web app, errors, 404), and `Cache-Control: no-store` on every
 * API answer by default, from one synchronous hook with the
 * headers computed at start-up. @fastify/helmet did the same work per request: two async hooks and a new
 * helmet middleware (its CSP directives parsed again) for each one, 3-6% of the hot routes' CPU in the profile.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
    const headers = computeSecurityHeaders(options)
    // An API answer is personal unless its route says otherwise (the public config, the legal pages): no cache,
    // shared or private, keeps it. The web app's files set their own.
    const apiHeaders = { ...headers, 'cache-control': 'no-store' }
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers)
      done()
    })
  },
  { name: 'chaincard-security-headers' },
)
