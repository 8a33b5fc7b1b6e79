import { HealthResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkHealth } from './checkHealth'

/** GET /api/health: 200 while the database answers (chains may be down: "degraded"), 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['public'],
        summary: 'Database and chain node reachability',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth({ db: app.db, chains: app.chains })
      return reply.status(report.db === 'ok' ? 200 : 503).send(report)
    },
  )
}
