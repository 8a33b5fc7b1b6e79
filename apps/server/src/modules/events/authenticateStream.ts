import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors'
import { findLiveSession, type LiveSession, refuseIfIdle } from '../../runtime/session'
import { readPayer, readSessionId } from '../../runtime/session/sessionPlugin'

/**
 * The live session of a stream request (401 otherwise). A browser's EventSource cannot send X-PAYER: without
 * it the session's own address counts; with it, it must match (API.md "Live events").
 */
export async function authenticateStream(request: FastifyRequest): Promise<LiveSession> {
  const id = readSessionId(request)
  if (!id) throw new AppError('unauthorized', 'unauthorized: no session')
  const session = await findLiveSession(request.server.db, id, request.server.clock.now())
  if (!session) throw new AppError('unauthorized', 'unauthorized: session expired or signed out')
  await refuseIfIdle(request, session, request.server.clock.now())
  const payer = readPayer(request)
  if (request.headers['x-payer'] !== undefined && payer?.toLowerCase() !== session.address) {
    throw new AppError('unauthorized', 'unauthorized: X-PAYER does not match the session')
  }
  return session
}
