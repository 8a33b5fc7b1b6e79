import type { FastifyInstance } from 'fastify'
import { createJobRunner, type JobRunner } from '../../runtime/jobs/createJobRunner'
import { pruneCardEvents } from './repo/readCardEvents'

/** How long card events are kept (a stream resumes from at most this far back). */
const CARD_EVENTS_KEEP_DAYS = 7
const CARD_EVENTS_PRUNE_INTERVAL_MS = 60 * 60_000

/** Deletes card events older than CARD_EVENTS_KEEP_DAYS, hourly, once across the processes (`card-events`). */
export function createCardEventsPruneJob(app: FastifyInstance): JobRunner {
  return createJobRunner(
    [
      {
        name: 'card-events',
        intervalMs: CARD_EVENTS_PRUNE_INTERVAL_MS,
        run: async () => {
          const pruned = await pruneCardEvents(app.db, CARD_EVENTS_KEEP_DAYS)
          if (pruned > 0) app.log.info({ pruned }, 'old card events pruned')
        },
      },
    ],
    {
      database: app.database,
      onError: (error, job) => {
        app.metrics.moneyPath.jobFailures.inc({ job })
        app.log.warn({ err: error, job }, 'background job failed; retrying next round')
      },
    },
  )
}
