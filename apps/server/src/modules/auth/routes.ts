import { AuthBody, AuthResponse, describeUserAgent, NonceResponse, PayerHeader } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RateLimitRule } from '../../config'
import { NO_CONTENT } from '../../http/openapi/noContent'
import { sessionCookieName, sessionCookieOptions } from '../../runtime/session/sessionCookie'
import { readPayer, readSessionId } from '../../runtime/session/sessionPlugin'
import { issueNonce } from './issueNonce'
import { signIn } from './signIn'
import { signOut } from './signOut'

/** A rule as route config: @fastify/rate-limit's per-client budget, and the coarse ones (per /48, global). */
function limits({ max, timeWindowMs, maxPer48, maxGlobal }: RateLimitRule) {
  return {
    rateLimit: { max, timeWindow: timeWindowMs },
    coarseRateLimit: {
      timeWindowMs,
      ...(maxPer48 === undefined ? {} : { maxPer48 }),
      ...(maxGlobal === undefined ? {} : { maxGlobal }),
    },
  }
}

/** POST /api/nonce, POST /api/auth, POST /api/sign-out (API.md "Sign-in"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicOrigin, sessionTtlMs, rateLimit } = app.config
  const cookieName = sessionCookieName(publicOrigin)

  app.post(
    '/nonce',
    {
      config: limits(rateLimit.nonce),
      schema: {
        tags: ['sign-in'],
        summary: 'Issue a single-use sign-in nonce bound to X-PAYER (10 minutes)',
        headers: z.object({ 'x-payer': PayerHeader }),
        response: { 200: NonceResponse },
      },
    },
    async (request) => {
      const { nonce } = await issueNonce({
        db: app.db,
        clock: app.clock,
        address: request.headers['x-payer'],
      })
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
        signature: typeof signature === 'string' ? signature : undefined,
        message: request.body.message,
        previousSessionId: readSessionId(request),
        // Browser and system from the User-Agent and, where Chromium sends them, its client hints (issue 31).
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
