import { createHash, randomBytes } from 'node:crypto'
import type { CookieSerializeOptions } from '@fastify/cookie'
import type { FastifyRequest } from 'fastify'

/**
 * How long a browser's pre-auth cookie lives after its last nonce: long enough to sign the message in a
 * wallet, short enough that it is no identifier worth keeping.
 */
const PRE_AUTH_TTL_MS = 15 * 60_000

/** 32 random bytes in base64url: what the server hands out, and the only shape it accepts back. */
const PRE_AUTH_VALUE = /^[A-Za-z0-9_-]{43}$/

/** The pre-auth cookie's name: `__Host-` on https, as the session cookie's. */
export function preAuthCookieName(publicOrigin: string): string {
  return publicOrigin.startsWith('https:') ? '__Host-chaincard_preauth' : 'chaincard_preauth'
}

export function preAuthCookieOptions(publicOrigin: string, now: Date): CookieSerializeOptions {
  return {
    httpOnly: true,
    // Sign-in and reveal are same-site calls of the app itself; no other site's page may spend the nonce.
    sameSite: 'strict',
    path: '/',
    secure: publicOrigin.startsWith('https:'),
    expires: new Date(now.getTime() + PRE_AUTH_TTL_MS),
  }
}

/** A new pre-auth cookie value. */
export function newPreAuthValue(): string {
  return randomBytes(32).toString('base64url')
}

/** The request's pre-auth cookie value when it carries a well-formed one. */
export function readPreAuthValue(request: FastifyRequest): string | undefined {
  const value = request.cookies[preAuthCookieName(request.server.config.publicOrigin)]
  return value && PRE_AUTH_VALUE.test(value) ? value : undefined
}

/** What a nonce row keeps of the cookie (sha256, hex): the cookie itself is never stored. */
export function preAuthClientOf(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** The client (hashed pre-auth cookie) of a request; undefined without a well-formed cookie. */
export function readPreAuthClient(request: FastifyRequest): string | undefined {
  const value = readPreAuthValue(request)
  return value === undefined ? undefined : preAuthClientOf(value)
}
