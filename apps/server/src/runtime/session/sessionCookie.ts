import type { CookieSerializeOptions } from '@fastify/cookie'

/** Cookie name: with the `__Host-` prefix on https (browsers then insist on Secure, Path=/ and no Domain). */
export function sessionCookieName(publicOrigin: string): string {
  return publicOrigin.startsWith('https:') ? '__Host-chaincard_session' : 'chaincard_session'
}

export function sessionCookieOptions(publicOrigin: string, expiresAt?: Date): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: publicOrigin.startsWith('https:'),
    ...(expiresAt ? { expires: expiresAt } : {}),
  }
}
