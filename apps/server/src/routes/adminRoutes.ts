import {
  AdjustRewardsBody,
  CardParams,
  CreateInvitationBody,
  CreateInvitationResponse,
  SetUserStateBody,
  UserAddressParams,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { declineChallengesOfStoppedCard } from '../flows/setCardLockAndWallets'
import { NO_CONTENT } from '../http/openapi/noContent'
import {
  expireCard,
  lockCardByOperator,
  retryIssuance,
  setUserState,
  suspendCard,
  unlockCardByOperator,
} from '../modules/admin'
import { createRootInvitationCode } from '../modules/invitations'
import { followCardState } from '../modules/issuer'
import { adjustRewards } from '../modules/rewards'
import { appContext } from '../runtime/appContext'

/**
 * Operator routes of API.md "Operators" owned by the cards module, relative to /api/admin: registered inside the
 * admin scope, whose guard checks the operator's token and whose hook records each call.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['admin']

  app.post(
    '/invitations',
    {
      schema: {
        tags,
        summary: 'Create a root invitation code',
        body: CreateInvitationBody,
        response: { 200: CreateInvitationResponse },
      },
    },
    async (request) => ({
      code: await createRootInvitationCode(ctx.db, request.body?.uses, ctx.clock.now()),
    }),
  )

  app.put(
    '/users/:address/state',
    {
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: "Set a user's state",
        params: UserAddressParams,
        body: SetUserStateBody,
      },
    },
    async (request, reply) => {
      await setUserState(ctx, request.params.address, request.body.state)
      return reply.status(204).send()
    },
  )

  app.post(
    '/cards/:id/suspend',
    {
      schema: { response: { 204: NO_CONTENT }, tags, summary: 'Suspend a card', params: CardParams },
    },
    async (request, reply) => {
      await suspendCard(ctx, request.params.id)
      // Its open 3DS challenges are declined, and its Apple Pay and Google Pay tokens removed with it.
      await declineChallengesOfStoppedCard(ctx, request.params.id, request.log)
      await followCardState({ ...ctx, log: request.log }, request.params.id, 'suspend')
      return reply.status(204).send()
    },
  )

  app.post(
    '/cards/:id/expire',
    {
      schema: { response: { 204: NO_CONTENT }, tags, summary: 'Expire a card now', params: CardParams },
    },
    async (request, reply) => {
      await expireCard(ctx, request.params.id)
      await declineChallengesOfStoppedCard(ctx, request.params.id, request.log)
      await followCardState({ ...ctx, log: request.log }, request.params.id, 'suspend')
      return reply.status(204).send()
    },
  )

  app.post(
    '/cards/:id/lock',
    {
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Lock a card (its owner cannot unlock it)',
        params: CardParams,
      },
    },
    async (request, reply) => {
      await lockCardByOperator(ctx, request.params.id)
      // Nobody answers a challenge of a locked card: its open ones are declined at once.
      await declineChallengesOfStoppedCard(ctx, request.params.id, request.log)
      return reply.status(204).send()
    },
  )

  app.post(
    '/cards/:id/unlock',
    {
      schema: { response: { 204: NO_CONTENT }, tags, summary: "Lift an operator's lock", params: CardParams },
    },
    async (request, reply) => {
      await unlockCardByOperator(ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/cards/:id/retry-issuance',
    {
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Ask the issuer again for a card whose issuance failed',
        params: CardParams,
      },
    },
    async (request, reply) => {
      await retryIssuance(ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/rewards/adjust',
    {
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Adjust a reward balance',
        body: AdjustRewardsBody,
      },
    },
    async (request, reply) => {
      await adjustRewards(ctx, request.body.address, request.body.amount, request.body.reason)
      return reply.status(204).send()
    },
  )
}
