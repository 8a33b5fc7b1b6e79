import { ConfigResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toPublicConfig } from '../modules/public-config'
import { resolveReservesSigner } from '../modules/reserves'

/** GET /api/config (API.md "Public"), with the address that signs reserves snapshots (null: none are taken). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    ...toPublicConfig(app.config),
    reservesSigner: resolveReservesSigner(app.config)?.address ?? null,
  }
  app.get(
    '/config',
    {
      schema: {
        tags: ['public'],
        summary: 'Per-deployment settings the web app boots from',
        response: { 200: ConfigResponse },
      },
    },
    async (_request, reply) => {
      // The same for everyone: a cache may keep it, asking again each time (it changes with a redeploy).
      reply.header('cache-control', 'no-cache')
      return body
    },
  )
}
