import { RescanBody, RescanParams, RescanStatusResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../errors'
import { NO_CONTENT } from '../http/openapi/noContent'
import { getRescan, requestRescan } from '../modules/watcher'

/**
 * Operators' rescans (`/api/admin/payments/rescan`, relative to /api/admin: registered inside the admin scope,
 * present whenever an operator is configured, sandbox included): a request row the scanner holding the chain applies between its passes; its id comes back in the
 * `Location` header of the 204, and `GET` on that location says how far it got and what it credited.
 */
export const watcherRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']

  app.post(
    '/payments/rescan',
    {
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: "Rescan a chain's transfers from a block",
        description:
          'A block past the chain head is 400 `validation_failed` naming the head; from a block the watcher has not passed yet, the rescan waits for it.',
        body: RescanBody,
      },
    },
    async (request, reply) => {
      const id = await requestRescan({
        db: app.db,
        chains: app.chains,
        chainId: request.body.chainId,
        fromBlock: BigInt(request.body.fromBlock),
        now: app.clock.now(),
      })
      return reply.code(204).header('location', `/api/admin/payments/rescan/${id}`).send()
    },
  )

  app.get(
    '/payments/rescan/:id',
    {
      schema: {
        tags,
        summary: 'How far a rescan got and what it credited',
        params: RescanParams,
        response: { 200: RescanStatusResponse },
      },
    },
    async (request) => {
      const rescan = await getRescan(app.db, Number(request.params.id))
      if (!rescan) throw new AppError('not_found', 'rescan not found')
      return rescan
    },
  )
}
