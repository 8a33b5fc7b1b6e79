import { MembershipResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isMembershipEnabled } from '../config/isMembershipEnabled'
import { getMembershipResponse } from '../modules/membership'

/** `GET /user/membership` (the monthly levels are jobs/membershipJob.ts). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/membership',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['membership'],
        summary: "This month's membership level, rebate and progress to the next level",
        response: { 200: MembershipResponse },
      },
    },
    async (request) =>
      getMembershipResponse(app.db, {
        address: request.session!.addressLower,
        now: app.clock.now(),
        enabled: isMembershipEnabled(app.config),
      }),
  )
}
