import type { FastifyInstance } from 'fastify'
import { createCardEventsPruneJob } from '../modules/events'
import type { AppJob } from './appJob'

/** Old card events pruned hourly (`card-events`), run by a worker (ROLE worker or all). */
export function cardEventsPruneJob(app: FastifyInstance): AppJob {
  return createCardEventsPruneJob(app)
}
