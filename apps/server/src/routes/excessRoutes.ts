import {
  CardParams,
  ExcessRefundBody,
  ExcessRefundResponse,
  ExcessTransferBody,
  ExcessTransferResponse,
  PendingTopupResponse,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getPendingTopupView, requestExcessRefund, transferExcess } from '../modules/excess'

/**
 * A card's pending top-up and the way out for money over its maximum: when what fits becomes
 * spendable, moving the excess to another card of the owner, or asking for it back.
 */
export const excessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cards']
  const settlementDelayMs = app.config.sandbox?.settlementDelayMs ?? 0

  app.get(
    '/card/:id/pending-topup',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The pending top-up: what fits under the maximum and when it is spendable, what is over it',
        params: CardParams,
        response: { 200: PendingTopupResponse },
      },
    },
    async (request) =>
      getPendingTopupView({
        db: app.db,
        cardId: request.params.id,
        owner: request.session!.addressLower,
        now: app.clock.now(),
        settlementDelayMs,
      }),
  )

  app.post(
    '/card/:id/pending-topup/transfer',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Move money over this card maximum to another card of the owner (once per key)',
        params: CardParams,
        body: ExcessTransferBody,
        response: { 200: ExcessTransferResponse },
      },
    },
    async (request) => ({
      transfer: await transferExcess({
        db: app.db,
        owner: request.session!.addressLower,
        fromCardId: request.params.id,
        toCardId: request.body.toCardId,
        amount: request.body.amount,
        key: request.body.key,
        now: app.clock.now(),
        settlementDelayMs,
      }),
    }),
  )

  app.post(
    '/card/:id/pending-topup/refund',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Ask for money over this card maximum back (once per key); an operator sends it',
        params: CardParams,
        body: ExcessRefundBody,
        response: { 200: ExcessRefundResponse },
      },
    },
    async (request) => ({
      refund: await requestExcessRefund({
        db: app.db,
        owner: request.session!.addressLower,
        cardId: request.params.id,
        amount: request.body.amount,
        key: request.body.key,
        now: app.clock.now(),
        settlementDelayMs,
      }),
    }),
  )
}
