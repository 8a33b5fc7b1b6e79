import { SessionListResponse, SessionParams } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../http/openapi/noContent'
import { listSessions, revokeAllSessions, revokeSession } from '../modules/auth'
import { sessionCookieName, sessionCookieOptions } from '../runtime/session/sessionCookie'

/**
 * GET /api/user/sessions, DELETE /api/user/sessions/{id}, POST /api/user/sessions/revoke-all (the
 * profile's sessions and "sign out everywhere"). Signed-in only, each scoped to the session's address.
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicOrigin } = app.config
  const cookieName = sessionCookieName(publicOrigin)

  app.get(
    '/user/sessions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The signed-in address's live sessions, newest first; this request's is marked current",
        response: { 200: SessionListResponse },
      },
    },
    async (request) => {
      const session = request.session!
      return listSessions({
        db: app.db,
        address: session.addressLower,
        currentSessionId: session.id,
        now: app.clock.now(),
      })
    },
  )

  app.delete(
    '/user/sessions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "End one of the signed-in address's sessions (another address's id is 404)",
        params: SessionParams,
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      const session = request.session!
      const { endedCurrent } = await revokeSession({
        db: app.db,
        address: session.addressLower,
        publicId: request.params.id,
        currentSessionId: session.id,
      })
      if (endedCurrent) reply.clearCookie(cookieName, sessionCookieOptions(publicOrigin))
      return reply.status(204).send()
    },
  )

  app.post(
    '/user/sessions/revoke-all',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary:
          'Sign out everywhere: end every session of the address, this one included; clears the cookie',
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      await revokeAllSessions(app.db, request.session!.addressLower)
      reply.clearCookie(cookieName, sessionCookieOptions(publicOrigin))
      return reply.status(204).send()
    },
  )
}
