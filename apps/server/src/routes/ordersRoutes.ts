import { ContactInfoBody, CreateOrderBody, CreateOrderResponse, Order, OrderParams } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { submitContactInfo } from '../flows/submitContactInfo'
import { languageFromHeader } from '../http/acceptLanguage'
import { NO_CONTENT } from '../http/openapi/noContent'
import { getOrder } from '../modules/cards'
import { createOrder } from '../modules/orders'
import { appContext } from '../runtime/appContext'

/** POST /api/order, GET /api/order/:id, POST /api/order/:id/info (PUT, pay and cancel are payments'). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['orders']

  app.post(
    '/order',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Create an order (a new card)',
        body: CreateOrderBody,
        response: { 200: CreateOrderResponse },
      },
    },
    async (request) =>
      createOrder(ctx, {
        owner: request.session!.addressLower,
        productId: request.body.productId,
        currency: request.body.currency,
      }),
  )

  app.get(
    '/order/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'One order', params: OrderParams, response: { 200: Order } },
    },
    async (request) => getOrder(ctx, request.params.id, request.session!.addressLower),
  )

  app.post(
    '/order/:id/info',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Contact information of the application',
        params: OrderParams,
        body: ContactInfoBody,
      },
    },
    async (request, reply) => {
      await submitContactInfo(
        ctx,
        request.params.id,
        request.session!.addressLower,
        request.body,
        languageFromHeader(request.headers['accept-language']),
      )
      return reply.status(204).send()
    },
  )
}
