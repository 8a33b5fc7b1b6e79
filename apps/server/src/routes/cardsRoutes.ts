import {
  Card,
  CardImageResponse,
  CardListResponse,
  CardParams,
  DisplayNameResponse,
  HistoryPaging,
  PendingPaging,
  PendingTransactionListResponse,
  ThreeDsResponse,
  TransactionListResponse,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getCardDetails } from '../flows/getCardDetails'
import { setCardLockAndWallets } from '../flows/setCardLockAndWallets'
import { NO_CONTENT } from '../http/openapi/noContent'
import { SIGNED_IN } from '../http/openapi/signedIn'
import {
  confirmCardDetails,
  getCard,
  getDisplayName,
  getThreeDs,
  listCards,
  listPendingTransactions,
  listTransactions,
} from '../modules/cards'
import { appContext } from '../runtime/appContext'
import { sessionCheckOf } from '../runtime/session/sessionPlugin'

/** The card routes of API.md "Cards and orders" owned by the cards module (top-up routes are payments'). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['cards']

  app.get(
    '/card',
    {
      // The statement that reads the list checks the session too (one round trip): no preHandler.
      schema: {
        tags,
        summary: 'Cards, orders, free cards left, products',
        security: SIGNED_IN,
        response: { 200: CardListResponse },
      },
    },
    async (request) => listCards(ctx, sessionCheckOf(request)),
  )

  app.get(
    '/card/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'One card or order', params: CardParams, response: { 200: Card } },
    },
    async (request) => getCard(ctx, request.params.id, request.session!.addressLower),
  )

  app.get(
    '/card/:id/img',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Card details (picture, number, expiry, CVV) until the owner confirms they saved them',
        params: CardParams,
        response: { 200: CardImageResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getCardDetails(ctx, request.params.id, request.session!.addressLower)
    },
  )

  app.post(
    '/card/:id/img/confirm',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'The owner saved the card details: the card becomes active and they are not shown again',
        params: CardParams,
      },
    },
    async (request, reply) => {
      await confirmCardDetails(ctx, request.params.id, request.session!.addressLower)
      return reply.status(204).send()
    },
  )

  app.get(
    '/card/:id/display-name',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Unmasked card holder name',
        params: CardParams,
        response: { 200: DisplayNameResponse },
      },
    },
    async (request) => getDisplayName(ctx, request.params.id, request.session!.addressLower),
  )

  for (const action of ['lock', 'unlock'] as const) {
    app.post(
      `/card/:id/${action}`,
      {
        preHandler: app.authenticate,
        schema: { response: { 204: NO_CONTENT }, tags, summary: `${action} the card`, params: CardParams },
      },
      async (request, reply) => {
        await setCardLockAndWallets(
          ctx,
          request.params.id,
          request.session!.addressLower,
          action === 'lock',
          request.log,
        )
        return reply.status(204).send()
      },
    )
  }

  app.get(
    '/card/:id/3ds',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Newest unexpired 3DS one-time code, or "OK"',
        params: CardParams,
        response: { 200: ThreeDsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const answer = await getThreeDs(ctx, request.params.id, request.session!.addressLower)
      // Fastify sends a returned string as is; API.md wants the JSON string "OK".
      if (answer === 'OK')
        return reply
          .type('application/json; charset=utf-8')
          .serializer((v) => JSON.stringify(v))
          .send('OK')
      return answer
    },
  )

  app.get(
    '/card/:id/transaction',
    {
      // The statement that reads the history checks the session too (one round trip): no preHandler.
      schema: {
        tags,
        summary: 'Transactions, paged',
        security: SIGNED_IN,
        params: CardParams,
        querystring: HistoryPaging,
        response: { 200: TransactionListResponse },
      },
    },
    async (request) => listTransactions(ctx, request.params.id, sessionCheckOf(request), request.query),
  )

  app.get(
    '/card/:id/pending-transaction',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Unsettled transactions, paged',
        params: CardParams,
        querystring: PendingPaging,
        response: { 200: PendingTransactionListResponse },
      },
    },
    async (request) =>
      listPendingTransactions(ctx, request.params.id, request.session!.addressLower, request.query),
  )
}
