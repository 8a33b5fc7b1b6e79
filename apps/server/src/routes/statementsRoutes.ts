import { CardParams, StatementQuery } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listHistoryInRange } from '../modules/cards'
import { buildStatement, createStatementRenderPool, resolveStatementLanguage } from '../modules/statements'
import { appContext } from '../runtime/appContext'

/**
 * GET /api/card/:id/statement: the monthly statement as a PDF (or `format=csv`) download, for any past month
 * (`month`), on the owner's wall clock (`tz`), in the owner's language (`lang`, else Accept-Language).
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const { statementWorkers, statementQueue } = app.config.budgets
  const pool = createStatementRenderPool({ workers: statementWorkers, queue: statementQueue })
  app.addHook('onClose', () => pool.close())
  const renders = app.metrics.counter<'thread'>({
    name: 'chaincard_statement_renders_total',
    help: 'Statements rendered, by thread: worker (the pool) or main (never expected)',
    labelNames: ['thread'],
  })
  app.metrics.gauge({
    name: 'chaincard_statement_queue',
    help: 'Statement renders waiting for a worker thread of the pool',
    collect() {
      this.set(pool.queued())
    },
  })
  const render: Parameters<typeof buildStatement>[4] = async (task) => {
    const { body, threadId } = await pool.render(task)
    renders.inc({ thread: threadId === 0 ? 'main' : 'worker' })
    return body
  }
  app.get(
    '/card/:id/statement',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['cards'],
        summary:
          'Monthly statement (PDF or CSV): card, month, opening and closing balance, every transaction with the running balance',
        description:
          'month=YYYY-MM (default: the current month in tz; 400 validation_failed for a future month or one that ended ' +
          'before the card existed), tz=IANA time zone (default UTC; 400 when unknown), lang=en|de|ja|ru|tr|zh-cn|zh-tw ' +
          '(default: Accept-Language, else en; PDF and CSV are in that language; the PDF draws Latin, Cyrillic, Greek, ' +
          'Chinese and Japanese characters, any other character, like an emoji, as ?), ' +
          'format=pdf|csv (CSV: text/csv, UTF-8, header row, decimal strings, ' +
          'cells a spreadsheet would run as formulas prefixed with a quote).',
        params: CardParams,
        querystring: StatementQuery,
        produces: ['application/pdf', 'text/csv'],
      },
    },
    async (request, reply) => {
      const { month, tz, lang, format } = request.query
      const statement = await pool.admit(() =>
        buildStatement(
          ctx,
          request.params.id,
          request.session!.addressLower,
          {
            month,
            tz,
            format,
            lang: resolveStatementLanguage(lang, request.headers['accept-language']),
          },
          render,
          (cardId, range) => listHistoryInRange(ctx, cardId, range),
        ),
      )
      return reply
        .header('content-type', statement.contentType)
        .header('content-disposition', `attachment; filename="${statement.filename}"`)
        .header('cache-control', 'no-store')
        .send(typeof statement.body === 'string' ? statement.body : Buffer.from(statement.body))
    },
  )
}
