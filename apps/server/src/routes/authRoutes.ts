import { AuthBody, AuthResponse, describeUserAgent, NonceResponse, PayerHeader } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RateLimitRule } from '../config'
import { NO_CONTENT } from '../http/openapi/noContent'
import { issueNonce, signIn, signOut } from '../modules/auth'
import { spendBudget } from '../runtime/budgets'
import {
  newPreAuthValue,
  preAuthClientOf,
  preAuthCookieName,
  preAuthCookieOptions,
  readPreAuthClient,
  readPreAuthValue,
} from '../runtime/session'
import { sessionCookieName, sessionCookieOptions } from '../runtime/session/sessionCookie'
import { readPayer, readSessionId } from '../runtime/session/sessionPlugin'

/**
 * A rule as route config: @fastify/rate-limit's per-client budget and the one per IPv6 /48. Never a global
 * refusal: a flood from many sites would then refuse everyone's sign-in. The global budget shortens how long new
 * nonces live instead (`POST /api/nonce`), and `/api/auth` does nothing costly without a live nonce of the
 * asking browser.
 */
function limits({ max, timeWindowMs, maxPer48 }: RateLimitRule) {
  return {
    rateLimit: { max, timeWindow: timeWindowMs },
    coarseRateLimit: { timeWindowMs, ...(maxPer48 === undefined ? {} : { maxPer48 }) },
  }
}

/** POST /api/nonce, POST /api/auth, POST /api/sign-out (API.md "Sign-in"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicOrigin, sessionTtlMs, rateLimit, budgets } = app.config
  const cookieName = sessionCookieName(publicOrigin)
  const preAuthName = preAuthCookieName(publicOrigin)

  app.post(
    '/nonce',
    {
      config: limits(rateLimit.nonce),
      schema: {
        tags: ['sign-in'],
        summary:
          'Issue a single-use sign-in nonce bound to X-PAYER and to this browser (its pre-auth cookie; 10 minutes)',
        headers: z.object({ 'x-payer': PayerHeader }),
        response: { 200: NonceResponse },
      },
    },
    async (request, reply) => {
      const now = app.clock.now()
      // The browser keeps its pre-auth cookie across nonces (sign-in, then a reveal); a new browser gets one.
      const value = readPreAuthValue(request) ?? newPreAuthValue()
      const { maxGlobal, timeWindowMs } = rateLimit.nonce
      const load =
        maxGlobal === undefined
          ? undefined
          : await spendBudget(app.db, { key: 'nonce|*', max: maxGlobal, windowMs: timeWindowMs, now })
      const { nonce } = await issueNonce({
        db: app.db,
        clock: app.clock,
        address: request.headers['x-payer'],
        client: preAuthClientOf(value),
        keep: budgets.noncesPerClient,
        underLoad: load !== undefined && !load.allowed,
      })
      reply.setCookie(preAuthName, value, preAuthCookieOptions(publicOrigin, now))
      return { nonce }
    },
  )

  app.post(
    '/auth',
    {
      config: limits(rateLimit.auth),
      schema: {
        tags: ['sign-in'],
        summary: 'Sign in with an EIP-4361 message signed by X-PAYER; sets the session cookie',
        // Documented only: a missing or bad header is 401 (checked by the service), not 400.
        headers: z.object({ 'x-payer': z.string().optional(), 'x-signature': z.string().optional() }),
        body: AuthBody,
        response: { 200: AuthResponse },
      },
    },
    async (request, reply) => {
      const signature = request.headers['x-signature']
      const result = await signIn({
        db: app.db,
        clock: app.clock,
        chains: app.chains,
        publicOrigin,
        sessionTtlMs,
        payer: readPayer(request),
        client: readPreAuthClient(request),
        signature: typeof signature === 'string' ? signature : undefined,
        message: request.body.message,
        previousSessionId: readSessionId(request),
        // Browser and system from the User-Agent and, where Chromium sends them, its client hints.
        userAgent: describeUserAgent({
          userAgent: request.headers['user-agent'],
          brands: request.headers['sec-ch-ua'],
          platform: request.headers['sec-ch-ua-platform'],
        }),
      })
      reply.setCookie(cookieName, result.token, sessionCookieOptions(publicOrigin, result.expiresAt))
      return { address: result.address, expiresAt: result.expiresAt.toISOString() }
    },
  )

  app.post(
    '/sign-out',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Delete the session and clear the cookie (204 even without a live session)',
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      await signOut(app.db, readSessionId(request))
      reply.clearCookie(cookieName, sessionCookieOptions(publicOrigin))
      return reply.status(204).send()
    },
  )
}
