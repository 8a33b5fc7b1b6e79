import {
  AdminWithdrawalResponse,
  AdminWithdrawalsQuery,
  AdminWithdrawalsResponse,
  ApiErrorBody,
  WithdrawalFailBody,
  WithdrawalParams,
  WithdrawalPayBody,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  failWithdrawal,
  listWithdrawalsForOperators,
  payWithdrawal,
  toAdminWithdrawal,
} from '../modules/withdrawals'
import { appContext } from '../runtime/appContext'

/** The most withdrawals one listing answers. */
const LISTED = 500

/**
 * The operators' withdrawals (paths relative to /api/admin; the admin scope guards and records them): the queue,
 * a payout verified on chain before the withdrawal is marked paid, and a failure that returns the money once.
 */
export const withdrawalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['operators']

  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        summary:
          'Withdrawals waiting for their payout (oldest first), or all of them (?status=all, newest first)',
        querystring: AdminWithdrawalsQuery,
        response: { 200: AdminWithdrawalsResponse },
      },
    },
    async (request) => ({
      withdrawals: (await listWithdrawalsForOperators(ctx.db, request.query.status, LISTED)).map(
        toAdminWithdrawal,
      ),
    }),
  )

  app.post(
    '/withdrawals/:id/pay',
    {
      schema: {
        tags,
        summary: 'Mark a withdrawal paid by its payout transaction, once the chain shows it pays it',
        description:
          "The transaction must have succeeded on the withdrawal's chain, carry a Transfer of its token to its " +
          "recipient of exactly its amount, and have the chain's required confirmations; else 422 " +
          '`payout_rejected` (details: not_found, reverted, wrong_token, wrong_recipient, wrong_amount, ' +
          'unconfirmed with confirmations and required, used) and nothing changes. A paid or failed withdrawal ' +
          'is 409 `withdrawal_closed`.',
        params: WithdrawalParams,
        body: WithdrawalPayBody,
        response: { 200: AdminWithdrawalResponse, 404: ApiErrorBody, 409: ApiErrorBody, 422: ApiErrorBody },
      },
    },
    async (request) => ({
      withdrawal: toAdminWithdrawal(
        await payWithdrawal({
          db: ctx.db,
          chains: ctx.chains,
          id: request.params.id,
          txHash: request.body.txHash,
          now: ctx.clock.now(),
        }),
      ),
    }),
  )

  app.post(
    '/withdrawals/:id/fail',
    {
      schema: {
        tags,
        summary: 'Give a withdrawal up: its amount and fee go back to the card, once',
        params: WithdrawalParams,
        body: WithdrawalFailBody,
        response: { 200: AdminWithdrawalResponse, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => ({
      withdrawal: toAdminWithdrawal(
        await failWithdrawal(ctx.db, {
          id: request.params.id,
          failure: request.body.note,
          now: ctx.clock.now(),
        }),
      ),
    }),
  )
}
