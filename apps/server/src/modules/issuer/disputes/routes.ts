import { CardParams, Dispute, DisputeCreateBody, DisputeListResponse, DisputeStatus } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminGuard } from '../../../plugins/adminGuard'
import { resolveAdminToken } from '../../../plugins/resolveAdminToken'
import { appContext } from '../../../runtime/appContext'
import { fileDispute } from './fileDispute'
import { listCardDisputes } from './listCardDisputes'
import { listDisputesForOperator, OperatorDispute } from './listDisputesForOperator'

/**
 * Disputes (issue 30): the owner reports a problem with a settled purchase, and sees the card's disputes; the
 * operator lists every card's (`GET /admin/disputes`, bearer token: `npm run ops -- disputes list`).
 */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['cards']

  app.post(
    '/card/:id/disputes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Report a problem with a settled purchase: files a dispute with the card issuer',
        params: CardParams,
        body: DisputeCreateBody,
        response: { 200: Dispute },
      },
    },
    async (request) => fileDispute(ctx, request.params.id, request.session!.addressLower, request.body),
  )

  app.get(
    '/card/:id/disputes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The card's disputes, newest first",
        params: CardParams,
        response: { 200: DisputeListResponse },
      },
    },
    async (request) => listCardDisputes(ctx, request.params.id, request.session!.addressLower),
  )

  const token = resolveAdminToken(app.config)
  if (!token) return
  app.get(
    '/admin/disputes',
    {
      onRequest: adminGuard(token),
      schema: {
        tags: ['admin'],
        summary: "Every card's disputes, newest first (optionally of one status)",
        querystring: z.strictObject({
          status: DisputeStatus.optional(),
          limit: z.coerce.number().int().min(1).max(1_000).default(100),
        }),
        response: { 200: z.object({ disputes: z.array(OperatorDispute) }) },
      },
    },
    async (request) => ({ disputes: await listDisputesForOperator(ctx, request.query) }),
  )
}
