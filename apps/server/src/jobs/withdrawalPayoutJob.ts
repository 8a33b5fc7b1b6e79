import type { FastifyInstance } from 'fastify'
import { createSandboxPayoutJob } from '../modules/withdrawals'
import type { AppJob } from './appJob'

/** The sandbox pays its withdrawals itself (`withdrawal-payouts`), when its configuration asks for it. */
export function withdrawalPayoutJob(app: FastifyInstance): AppJob | undefined {
  return app.config.sandbox?.payWithdrawals ? createSandboxPayoutJob(app) : undefined
}
