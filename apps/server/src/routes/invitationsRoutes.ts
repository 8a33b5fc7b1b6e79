import {
  ActivateBody,
  InvitationCheckQuery,
  InvitationCheckResponse,
  UserInvitationResponse,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../http/openapi/noContent'
import { SIGNED_IN } from '../http/openapi/signedIn'
import { activateUser, checkInvitationCode, getUserInvitation } from '../modules/invitations'
import { appContext } from '../runtime/appContext'
import { sessionCheckOf } from '../runtime/session/sessionPlugin'

/** Guessing codes is the attack: both routes that reveal whether a code exists are rate limited per IP. */
const codeRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } }

/** GET /api/invitation/check, POST /api/user/activate, GET /api/user/invitation (API.md "User"). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)

  app.get(
    '/invitation/check',
    {
      preHandler: app.authenticate,
      config: codeRateLimit,
      schema: {
        tags: ['user'],
        summary: 'Is this invitation code valid and not used up',
        querystring: InvitationCheckQuery,
        response: { 200: InvitationCheckResponse },
      },
    },
    async (request) => {
      await checkInvitationCode(ctx, request.query.code)
      return { valid: true as const }
    },
  )

  app.post(
    '/user/activate',
    {
      preHandler: app.authenticate,
      config: codeRateLimit,
      schema: {
        response: { 204: NO_CONTENT },
        tags: ['user'],
        summary: 'Activate the user with an invitation code (uses one use of it)',
        body: ActivateBody,
      },
    },
    async (request, reply) => {
      await activateUser(ctx, request.session!.addressLower, request.body.code)
      return reply.status(204).send()
    },
  )

  app.get(
    '/user/invitation',
    {
      // The statement that reads the code checks the session too (one round trip): no preHandler.
      schema: {
        tags: ['user'],
        summary: "The user's own invitation code, uses left, reward balance",
        security: SIGNED_IN,
        response: { 200: UserInvitationResponse },
      },
    },
    async (request) => getUserInvitation(ctx, sessionCheckOf(request)),
  )
}
