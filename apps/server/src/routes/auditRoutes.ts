import { OperatorAuditQuery, OperatorAuditResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listOperatorActions } from '../modules/operators'

/** `GET /api/admin/audit?limit=N&before=ID` (API.md "Operators' audit"): every state-changing admin call. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every state-changing admin call, newest first, with the operator who made it',
        querystring: OperatorAuditQuery,
        response: { 200: OperatorAuditResponse },
      },
    },
    async (request) => ({
      actions: await listOperatorActions(app.db, {
        limit: request.query.limit,
        before: request.query.before === undefined ? undefined : Number(request.query.before),
      }),
    }),
  )
}
