import { CardParams, StatementQuery } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardsContext } from '../cards/cardsContext'
import { buildStatement } from './buildStatement'

/** GET /api/card/:id/statement: the monthly statement as a PDF download. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = cardsContext(app)
  app.get(
    '/card/:id/statement',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['cards'],
        summary: 'Monthly statement (PDF): card, month, opening and closing balance, every transaction',
        params: CardParams,
        querystring: StatementQuery,
      },
    },
    async (request, reply) => {
      const statement = await buildStatement(
        ctx,
        request.params.id,
        request.session!.addressLower,
        request.query.month,
      )
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${statement.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(statement.pdf))
    },
  )
}
