import type { FastifyInstance } from 'fastify'
import { createMembershipJob } from '../modules/membership'
import type { AppJob } from './appJob'

/** The monthly membership levels (`membership`), run by a worker (ROLE worker or all); catches up at start. */
export function membershipJob(app: FastifyInstance): AppJob {
  const job = createMembershipJob(app)
  return {
    start() {
      job.start()
      void job.runOnce() // catch up at start; errors go to the job's onError
    },
    stop: () => job.stop(),
  }
}
