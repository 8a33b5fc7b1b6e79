import type { FastifyInstance } from 'fastify'
import { createJobRunner, type JobRunner } from '../../runtime/jobs/createJobRunner'
import { readReservesSnapshots } from './repo/readReservesSnapshots'

/** How often the job looks whether today's snapshot exists (one indexed read). */
const RESERVES_JOB_INTERVAL_MS = 10 * 60_000

/**
 * The daily reserves snapshot as a lock-held singleton (`reserves`): a round takes one when none was taken
 * on the current UTC day (on demand ones count), so a server that was down at midnight catches up on its
 * first round. `take` is the snapshot flow, given by the route layer above.
 */
export function createReservesJob(app: FastifyInstance, take: () => Promise<string>): JobRunner {
  return createJobRunner(
    [
      {
        name: 'reserves',
        intervalMs: RESERVES_JOB_INTERVAL_MS,
        run: async () => {
          const [latest] = await readReservesSnapshots(app.db, 1)
          const today = app.clock.now().toISOString().slice(0, 10)
          if (latest && latest.takenAt.toISOString().slice(0, 10) === today) return
          await take()
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
