import {
  CardParams,
  formatUsd,
  Paging,
  RedeemableOptionsResponse,
  RedeemBody,
  RewardBalanceResponse,
  RewardRecordListResponse,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../http/openapi/noContent'
import { getRedeemableOptions, getRewardBalance, listRewardRecords, redeemRewards } from '../modules/rewards'

/** API.md "Rewards" and `POST /card/{id}/topup/redeem`. */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rewards']

  app.get(
    '/reward/balance',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Reward balance', response: { 200: RewardBalanceResponse } },
    },
    async (request) => {
      const balance = await getRewardBalance(app.db, request.session!.addressLower)
      return { rewardBalance: formatUsd(balance > 0n ? balance : 0n, 'down') }
    },
  )

  app.get(
    '/reward/record',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Reward movements, newest first',
        querystring: Paging,
        response: { 200: RewardRecordListResponse },
      },
    },
    async (request) =>
      listRewardRecords(app.db, { address: request.session!.addressLower, ...request.query }),
  )

  app.get(
    '/reward/redeemable-option',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Amounts a reward balance can be redeemed in',
        response: { 200: RedeemableOptionsResponse },
      },
    },
    async () => getRedeemableOptions(),
  )

  app.post(
    '/card/:id/topup/redeem',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: "Redeem rewards into a card's pending top-up",
        params: CardParams,
        body: RedeemBody,
      },
    },
    async (request, reply) => {
      await redeemRewards(app.db, {
        cardId: request.params.id,
        owner: request.session!.addressLower,
        amount: request.body.amount,
        now: app.clock.now(),
      })
      return reply.status(204).send()
    },
  )
}
