import type { FastifyInstance } from 'fastify'
import { createJobRunner, type JobRunner } from '../../runtime/jobs/createJobRunner'
import { payOutSandboxWithdrawals } from './payOutSandboxWithdrawals'
import { sandboxPayerAccount } from './sandboxPayer'

/** How often the sandbox's payer looks for withdrawals to pay and payouts to confirm. */
const SANDBOX_PAYOUT_INTERVAL_MS = 1_000

/**
 * The sandbox pays its withdrawals itself (`withdrawal-payouts`, a lock-held singleton): an operator's work done
 * by a dev account, through the same verification an operator's payout goes through.
 */
export function createSandboxPayoutJob(app: FastifyInstance): JobRunner {
  const payer = sandboxPayerAccount()
  return createJobRunner(
    [
      {
        name: 'withdrawal-payouts',
        intervalMs: SANDBOX_PAYOUT_INTERVAL_MS,
        run: () =>
          payOutSandboxWithdrawals({ db: app.db, chains: app.chains, payer, now: () => app.clock.now() }),
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
