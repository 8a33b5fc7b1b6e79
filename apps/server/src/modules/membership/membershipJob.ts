import type { FastifyInstance } from 'fastify'
import { createJobRunner, type JobRunner } from '../../runtime/jobs/createJobRunner'
import { computeMonthlyLevels } from './computeMonthlyLevels'

/** How often the job checks whether the current month's levels exist (cheap: one conflicting insert). */
const MEMBERSHIP_JOB_INTERVAL_MS = 10 * 60_000

/**
 * The monthly levels job as a lock-held singleton (`membership`): every round computes the current
 * month if no run has yet (on the 1st, or on the first round after a server that was down then). It runs
 * once when the app is ready, then every 10 minutes; stopped (lock released) on close.
 */
export function createMembershipJob(app: FastifyInstance): JobRunner {
  return createJobRunner(
    [
      {
        name: 'membership',
        intervalMs: MEMBERSHIP_JOB_INTERVAL_MS,
        run: async () => {
          const result = await computeMonthlyLevels(app.db, app.clock.now())
          if (result.computed) app.log.info(result, 'membership levels computed for the month')
        },
      },
    ],
    {
      database: app.database,
      onError: (error, job) => {
        app.metrics.moneyPath.jobFailures.inc({ job })
        app.log.warn({ err: error, job }, 'background job failed; retrying next round')
      },
      onLock: (job, held) => app.log.info({ job }, held ? 'job lock taken' : 'job lock lost'),
    },
  )
}
