import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'

/** Methods that change nothing: never refused for where they come from. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Routes a browser's cookie never authorizes, so a forged cross-site request gains nothing there: the issuer's
 * webhooks (Lithic posts from its servers, signed) and the operator API (a bearer token, never a cookie).
 */
const exemptPrefixes = ['/api/issuer/', '/api/admin/']

/**
 * Whether a request comes from a page of another site: its `Origin` (every browser sends one on a
 * cross-origin POST, and Chromium and Firefox on a same-origin one) is not `publicOrigin`, `null` included;
 * without an Origin, `Sec-Fetch-Site` says anything but `same-origin` or `none` (typed by the user). A request
 * with neither header is no browser's (curl, the ops CLI, server-to-server) and carries no ambient cookie to
 * abuse, so it passes.
 */
function isCrossSite(
  headers: FastifyRequest['headers'],
  publicOrigin: string,
): { crossSite: false } | { crossSite: true; why: string } {
  const origin = headers.origin
  if (typeof origin === 'string') {
    return origin === publicOrigin
      ? { crossSite: false }
      : { crossSite: true, why: `Origin ${origin.slice(0, 100)}` }
  }
  const site = headers['sec-fetch-site']
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none')
    return { crossSite: true, why: `Sec-Fetch-Site ${site.slice(0, 20)}` }
  return { crossSite: false }
}

/**
 * Refuses (403 `cross_site_request`, before the body is read) a state-changing request that another site's
 * page made: a sibling site could otherwise post a cookie-only `text/plain` form to `/api/sign-out` and end the
 * session. Attached by `onRoute` to each route that takes a method other than GET, HEAD and
 * OPTIONS, outside the exempt prefixes, so reads pay nothing. Register before the route modules.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const { publicOrigin } = app.config
    const refuseCrossSite: onRequestAsyncHookHandler = async (request) => {
      if (safeMethods.has(request.method)) return
      const verdict = isCrossSite(request.headers, publicOrigin)
      if (verdict.crossSite) {
        // A refusal is an answer, not an event (as in errorHandler): debug only.
        request.log.debug({ why: verdict.why }, 'cross-site request refused')
        throw new AppError('cross_site_request')
      }
    }
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (methods.every((method) => safeMethods.has(method))) return
      if (exemptPrefixes.some((prefix) => route.url.startsWith(prefix))) return
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat()
      route.onRequest = [refuseCrossSite, ...own]
    })
  },
  { name: 'chaincard-same-origin', dependencies: ['chaincard-core'] },
)
