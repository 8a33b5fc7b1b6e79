import type { FastifyInstance } from 'fastify'
import type { AppJob } from './jobs/appJob'
import { cardEventsPruneJob } from './jobs/cardEventsPruneJob'
import { createDepositPipeline } from './jobs/depositPipeline'
import { createIssuerJobs } from './jobs/issuerJobs'
import { createMailJobs } from './jobs/mailJobs'
import { membershipJob } from './jobs/membershipJob'
import { pushSenderJob } from './jobs/pushSenderJob'
import { reservesSnapshotJob } from './jobs/reservesSnapshotJob'
import { withdrawalPayoutJob } from './jobs/withdrawalPayoutJob'

/**
 * The worker: every background job of the app (src/jobs/, one file per job), composed for a process that runs
 * jobs (ROLE worker or all; runsJobs). Each job is a singleton across the processes on the database (a lock
 * per job name), so any number of workers may run. Started when the app is ready, in this order; stopped
 * (locks given up) when it closes.
 */
export function registerJobs(app: FastifyInstance): void {
  const jobs: AppJob[] = [
    createDepositPipeline(app).jobs,
    createIssuerJobs(app),
    membershipJob(app),
    createMailJobs(app),
    cardEventsPruneJob(app),
    pushSenderJob(app),
    reservesSnapshotJob(app),
    withdrawalPayoutJob(app),
  ].filter((job): job is AppJob => job !== undefined)
  app.addHook('onReady', async () => {
    for (const job of jobs) await job.start()
  })
  app.addHook('onClose', async () => {
    for (const job of jobs.toReversed()) await job.stop()
  })
}
