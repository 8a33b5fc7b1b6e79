import { ActiveStateResponse, UserStateResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getUserState } from '../modules/user'

/** GET /api/state and GET /api/user/state for the signed-in user (API.md "User"). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/state',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Has the user been activated with an invitation code',
        response: { 200: ActiveStateResponse },
      },
    },
    async (request) => {
      const user = await getUserState(app.db, request.session!.addressLower)
      return { active: user.active }
    },
  )

  app.get(
    '/user/state',
    {
      preHandler: app.authenticate,
      schema: { tags: ['user'], summary: 'Operator-set user state', response: { 200: UserStateResponse } },
    },
    async (request) => {
      const user = await getUserState(app.db, request.session!.addressLower)
      return { state: user.state }
    },
  )
}
