import { MembershipResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runsJobs } from '../config'
import { isMembershipEnabled } from '../config/isMembershipEnabled'
import { getMembershipResponse } from '../modules/membership/getMembershipResponse'
import { createMembershipJob } from '../modules/membership/membershipJob'

/** `GET /user/membership` and the monthly levels job (started when the app is ready, in a process that runs jobs: ROLE all or worker). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const job = createMembershipJob(app)
  if (runsJobs(app.config.role)) {
    app.addHook('onReady', async () => {
      job.start()
      void job.runOnce() // catch up at start; errors go to the job's onError
    })
  }
  app.addHook('onClose', async () => job.stop())

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
