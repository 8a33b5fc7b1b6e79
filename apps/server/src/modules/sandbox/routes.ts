import {
  AuthorizationBody,
  AuthorizationParams,
  AuthorizationResponse,
  CaptureBody,
  CardParams,
  OtpBody,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardsContext } from '../cards/cardsContext'
import { authorizePurchase } from '../issuer/authorizePurchase'
import { confirmOtp } from '../issuer/confirmOtp'
import { captureAuthorization, reverseAuthorization } from '../issuer/settleAuthorization'

/**
 * Sandbox-only purchase simulation against the sandbox issuer (API.md "Sandbox only"): registered only in
 * sandbox mode; a session is needed and ids must be the caller's (404 otherwise).
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
      authorizePurchase(ctx, {
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
      await captureAuthorization(ctx, request.params.id, request.session!.addressLower, request.body?.amount)
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
      await reverseAuthorization(ctx, request.params.id, request.session!.addressLower)
      return reply.status(204).send()
    },
  )
}
