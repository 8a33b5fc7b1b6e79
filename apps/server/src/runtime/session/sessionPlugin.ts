import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { type Address, getAddress, isAddress } from 'viem'
import { AppError } from '../../errors'
import { findLiveSession, type LiveSession } from './findLiveSession'
import { refuseIfIdle } from './refuseIfIdle'
import { sessionCookieName } from './sessionCookie'
import { hashSessionToken } from './sessionToken'
import { touchSession } from './touchSession'

/**
 * How stale a session's `last_seen_at` may get: the check writes it at most once per this interval per
 * session, so the hot path stays one read (the write is one UPDATE every 5 minutes of use, not per request).
 */
const lastSeenIntervalMs = 5 * 60_000

/** The signed-in wallet of a request that passed `app.authenticate`. */
type Session = {
  /** sha256 of the cookie token (the sessions row id). */
  id: string
  /** EIP-55 checksummed. */
  address: Address
  /** Lowercase, as stored in the database. */
  addressLower: string
  expiresAt: Date
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for every route that needs a signed-in user: 401 unless a live session matches X-PAYER. */
    authenticate: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes without it. */
    session: Session | null
  }
}

/** Reads the payer header; undefined when absent or not an address. */
export function readPayer(request: FastifyRequest): Address | undefined {
  const header = request.headers['x-payer']
  if (typeof header !== 'string' || !isAddress(header, { strict: false })) return undefined
  return getAddress(header)
}

/** Session id from the request's cookie, if it carries one. */
export function readSessionId(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieName(request.server.config.publicOrigin)]
  return token ? hashSessionToken(token) : undefined
}

/**
 * The request's claim to a session, read without the database: the session id from its cookie (401 without
 * one) and the time the check runs at. A hot route passes `id` and `now` to a statement that reads the live
 * session with its data (`liveSessionJoin`), then `accept`s what it read; other routes use `app.authenticate`.
 */
export type SessionCheck = {
  id: string
  now: Date
  /**
   * The live session the statement read (undefined: none, revoked or expired) made the request's: 401 unless
   * it matches X-PAYER, `last_seen_at` written when stale, `request.session` set. Returns the owner (lowercase).
   */
  accept(row: LiveSession | undefined): Promise<string>
}

/** Starts the session check of `request` (401 when it carries no session cookie). */
export function sessionCheckOf(request: FastifyRequest): SessionCheck {
  const id = readSessionId(request)
  if (!id) throw new AppError('unauthorized', 'unauthorized: no session')
  const app = request.server
  const now = app.clock.now()
  return {
    id,
    now,
    async accept(row) {
      if (!row) throw new AppError('unauthorized', 'unauthorized: session expired or signed out')
      await refuseIfIdle(request, row, now)
      const payer = readPayer(request)
      if (!payer || payer.toLowerCase() !== row.address) {
        throw new AppError('unauthorized', 'unauthorized: X-PAYER does not match the session')
      }
      const staleBefore = new Date(now.getTime() - lastSeenIntervalMs)
      if (row.lastSeenAt === null || row.lastSeenAt.getTime() < staleBefore.getTime()) {
        // When this device was last seen is for the sessions list only: a failed write never fails the call.
        await touchSession(app.db, { id: row.id, now, staleBefore }).catch((error: unknown) =>
          request.log.warn({ err: error }, 'session last seen not recorded'),
        )
      }
      request.session = { id: row.id, address: payer, addressLower: row.address, expiresAt: row.expiresAt }
      return row.address
    },
  }
}

/** Decorates `request.session` and `app.authenticate`. Needs @fastify/cookie and the core plugin. */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null)
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const check = sessionCheckOf(request)
      await check.accept(await findLiveSession(app.db, check.id, check.now))
    })
  },
  { name: 'chaincard-session', dependencies: ['chaincard-core', '@fastify/cookie'] },
)
