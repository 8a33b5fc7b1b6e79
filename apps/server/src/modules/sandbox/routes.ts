import {
  AuthorizationBody,
  AuthorizationParams,
  AuthorizationResponse,
  CaptureBody,
  CardParams,
  OtpBody,
  RefundBody,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardsContext } from '../cards/cardsContext'
import { confirmOtp } from '../issuer/adapters/sandbox/confirmOtp'
import { capturePurchase, refundPurchase, reversePurchase } from '../issuer/adapters/sandbox/settlePurchase'
import { simulatePurchase } from '../issuer/adapters/sandbox/simulatePurchase'

/**
 * Sandbox-only merchant simulator (API.md "Sandbox only"): registered only in sandbox mode; a session is
 * needed and ids must be the caller's (404 otherwise). Every purchase, 3DS challenge, capture, reversal and
 * refund reaches the card as an inbound issuer event through the gateway's one handler, as Lithic's do.
 */
export const sandboxCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = cardsContext(app)
  const tags = ['sandbox']

  app.post(
    '/sandbox/cards/:id/authorizations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Simulate a purchase authorization (optionally with a 3DS challenge)',
        params: CardParams,
        body: AuthorizationBody,
        response: { 200: AuthorizationResponse },
      },
    },
    async (request) =>
      simulatePurchase(ctx, {
        cardId: request.params.id,
        owner: request.session!.addressLower,
        amount: request.body.amount,
        merchantName: request.body.merchantName,
        threeDS: request.body.threeDS ?? false,
      }),
  )

  app.post(
    '/sandbox/authorizations/:id/otp',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Answer a 3DS challenge',
        params: AuthorizationParams,
        body: OtpBody,
        response: { 200: AuthorizationResponse },
      },
    },
    async (request) => confirmOtp(ctx, request.params.id, request.session!.addressLower, request.body.otp),
  )

  app.post(
    '/sandbox/authorizations/:id/capture',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Capture an approved authorization',
        params: AuthorizationParams,
        body: CaptureBody,
      },
    },
    async (request, reply) => {
      await capturePurchase(ctx, request.params.id, request.session!.addressLower, request.body?.amount)
      return reply.status(204).send()
    },
  )

  app.post(
    '/sandbox/authorizations/:id/reverse',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Reverse an approved authorization', params: AuthorizationParams },
    },
    async (request, reply) => {
      await reversePurchase(ctx, request.params.id, request.session!.addressLower)
      return reply.status(204).send()
    },
  )

  app.post(
    '/sandbox/authorizations/:id/refund',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Refund a captured purchase',
        params: AuthorizationParams,
        body: RefundBody,
      },
    },
    async (request, reply) => {
      await refundPurchase(ctx, request.params.id, request.session!.addressLower, request.body?.amount)
      return reply.status(204).send()
    },
  )
}
