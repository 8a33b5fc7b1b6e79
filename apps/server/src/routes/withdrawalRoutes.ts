import {
  ApiErrorBody,
  CardParams,
  CardWithdrawalsResponse,
  WithdrawalBody,
  WithdrawalResponse,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Hex } from 'viem'
import { withdrawalSettingsOf } from '../config'
import { requestWithdrawal } from '../flows/requestWithdrawal'
import { getWithdrawalTerms, listCardWithdrawals, toWithdrawal } from '../modules/withdrawals'
import { requireOwnedCard } from '../runtime/access'
import { appContext } from '../runtime/appContext'
import { readPreAuthClient } from '../runtime/session'

/** The newest withdrawals of a card the owner's page lists. */
const LISTED_WITHDRAWALS = 20

/**
 * Withdrawing a card's balance (API.md "Withdrawals"): the terms and the card's withdrawals, and the request,
 * confirmed by a fresh wallet signature. In the sandbox the sandbox's payer pays them itself (a job: the
 * worker's `withdrawalPayoutJob`).
 */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['withdrawals']
  const settings = withdrawalSettingsOf(app.config)

  app.get(
    '/card/:id/withdrawals',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "A withdrawal's terms for this card now (fee, available, daily limit, chains) and its withdrawals",
        params: CardParams,
        response: { 200: CardWithdrawalsResponse, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const owner = request.session!.addressLower
      const card = await requireOwnedCard(ctx.db, request.params.id, owner)
      const [terms, rows] = await Promise.all([
        getWithdrawalTerms(ctx.db, {
          owner,
          balanceMicro: card.balanceMicro,
          heldMicro: card.heldMicro,
          settings,
          chains: ctx.chains,
          now: ctx.clock.now(),
        }),
        listCardWithdrawals(ctx.db, card.id, LISTED_WITHDRAWALS),
      ])
      return { terms, items: rows.map(toWithdrawal) }
    },
  )

  app.post(
    '/card/:id/withdrawals',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Withdraw part of the card's balance to a wallet, confirmed by a fresh wallet signature",
        description:
          'The body names the amount, the fee the owner was shown (`fee` of the terms), the chain and the ' +
          'recipient, with an EIP-4361 message of this site by the signed-in address whose statement is ' +
          '`Withdraw <amount> USD (fee <fee> USD) from card <id> to <address> on chain <chainId>`, a new nonce ' +
          '(POST /api/nonce) and an Expiration Time at most 5 minutes after Issued At, and its signature. The ' +
          'amount and the fee leave the card at once; an operator (the sandbox itself) pays the amount in the ' +
          "chain's stablecoin. Refusals change nothing: 409 `withdrawal_refused` (details: below_minimum, " +
          'not_cents, over_available, over_daily_limit, fee_changed, card_state, with the figure), 400 for a bad ' +
          "amount, address or chain or signature, 404 for another owner's card, 429 beyond the hourly budget.",
        params: CardParams,
        body: WithdrawalBody,
        response: {
          200: WithdrawalResponse,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const session = request.session!
      return {
        withdrawal: await requestWithdrawal(ctx, {
          cardId: request.params.id,
          owner: session.address,
          client: readPreAuthClient(request),
          amount: request.body.amount,
          fee: request.body.fee,
          chainId: request.body.chainId,
          address: request.body.address,
          message: request.body.message,
          signature: request.body.signature as Hex,
        }),
      }
    },
  )
}
