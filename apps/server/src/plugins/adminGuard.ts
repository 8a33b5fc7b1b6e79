import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import { AppError } from '../errors'

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

/**
 * onRequest hook of every `/api/admin/*` route (before body validation, so a caller without the token learns
 * nothing, not even a 400): 401 unless `Authorization: Bearer <token>` matches. Compared as
 * sha256 digests with timingSafeEqual (equal lengths, no early exit). Payments' admin route uses it too.
 */
export function adminGuard(token: string): onRequestAsyncHookHandler {
  const expected = digest(token)
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization
    const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header) : null
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      throw new AppError('unauthorized', 'unauthorized: operator token missing or wrong')
    }
  }
}
