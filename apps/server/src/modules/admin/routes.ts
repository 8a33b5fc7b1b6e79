import { join } from 'node:path'
import {
  AdjustRewardsBody,
  CardParams,
  CreateInvitationBody,
  CreateInvitationResponse,
  SetUserStateBody,
  UserAddressParams,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../../http/openapi/noContent'
import { adminGuard } from '../../plugins/adminGuard'
import { ADMIN_TOKEN_FILE, resolveAdminToken } from '../../plugins/resolveAdminToken'
import { appContext } from '../../runtime/appContext'
import { createRootInvitationCode } from '../invitations/seedRootInvitationCode'
import { followCardState } from '../issuer/wallets/followCardState'
import { adjustRewards } from '../rewards/adjustRewards'
import { expireCard, suspendCard } from './adminCardActions'
import { lockCardByOperator, unlockCardByOperator } from './operatorCardLock'
import { retryIssuance } from './retryIssuance'
import { setUserState } from './setUserState'

/** Operator routes of API.md "Operators" owned by the cards module; bearer token, no session. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = resolveAdminToken(app.config)
  if (!token) return
  if (!app.config.adminToken) {
    // Sandbox: say where the generated token is (the token itself stays out of the logs).
    app.log.info({ file: join(app.config.dataDir, ADMIN_TOKEN_FILE) }, 'operator token for npm run ops')
  }
  const ctx = appContext(app)
  const onRequest = adminGuard(token)
  const tags = ['admin']

  app.post(
    '/admin/invitations',
    {
      onRequest,
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
    '/admin/users/:address/state',
    {
      onRequest,
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
    '/admin/cards/:id/suspend',
    {
      onRequest,
      schema: { response: { 204: NO_CONTENT }, tags, summary: 'Suspend a card', params: CardParams },
    },
    async (request, reply) => {
      await suspendCard(ctx, request.params.id)
      // Issue 30: its Apple Pay and Google Pay tokens are removed with it.
      await followCardState({ ...ctx, log: request.log }, request.params.id, 'suspend')
      return reply.status(204).send()
    },
  )

  app.post(
    '/admin/cards/:id/expire',
    {
      onRequest,
      schema: { response: { 204: NO_CONTENT }, tags, summary: 'Expire a card now', params: CardParams },
    },
    async (request, reply) => {
      await expireCard(ctx, request.params.id)
      await followCardState({ ...ctx, log: request.log }, request.params.id, 'suspend')
      return reply.status(204).send()
    },
  )

  app.post(
    '/admin/cards/:id/lock',
    {
      onRequest,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Lock a card (its owner cannot unlock it)',
        params: CardParams,
      },
    },
    async (request, reply) => {
      await lockCardByOperator(ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/admin/cards/:id/unlock',
    {
      onRequest,
      schema: { response: { 204: NO_CONTENT }, tags, summary: "Lift an operator's lock", params: CardParams },
    },
    async (request, reply) => {
      await unlockCardByOperator(ctx, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/admin/cards/:id/retry-issuance',
    {
      onRequest,
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
    '/admin/rewards/adjust',
    {
      onRequest,
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
