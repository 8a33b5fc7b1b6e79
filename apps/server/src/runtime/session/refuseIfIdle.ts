import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors'
import type { LiveSession } from './findLiveSession'
import { endIdleSessionStreams, isIdleSession } from './idleSession'

/**
 * 401 when the session has been idle longer than SESSION_IDLE; its event streams, wherever they are open, are
 * ended first (through the same notification as revocation). A failed deletion never turns the 401 into a 500:
 * the streams' heartbeat finds the session idle too.
 */
export async function refuseIfIdle(request: FastifyRequest, session: LiveSession, now: Date): Promise<void> {
  const app = request.server
  if (!isIdleSession(session, now, app.config.sessionIdleMs)) return
  await endIdleSessionStreams(app.db, session.id).catch((error: unknown) =>
    request.log.warn({ err: error }, 'idle session streams not ended; the heartbeat ends them'),
  )
  throw new AppError('unauthorized', 'unauthorized: session idle for too long, sign in again')
}
