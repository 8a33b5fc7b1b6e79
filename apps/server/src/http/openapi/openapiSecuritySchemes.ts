import { sessionCookieName } from '../../runtime/session/sessionCookie'

/**
 * The three ways in, as a generated client needs them: a signed-in call carries the session cookie AND the
 * X-PAYER header naming the session's wallet (both, on every call); the operator API a bearer token.
 */
export function openapiSecuritySchemes(publicOrigin: string) {
  return {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(publicOrigin),
      description: 'Set by POST /api/auth (HttpOnly); sent by the browser',
    },
    payer: {
      type: 'apiKey',
      in: 'header',
      name: 'X-PAYER',
      description: "The signed-in wallet's address; a call whose X-PAYER is not the session's is 401",
    },
    admin: {
      type: 'http',
      scheme: 'bearer',
      description: "An operator's token (ADMIN_TOKENS: the server keeps its SHA-256)",
    },
  } as const
}
