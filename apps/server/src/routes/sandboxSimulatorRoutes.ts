import {
  AuthorizationBody,
  AuthorizationParams,
  AuthorizationResponse,
  CaptureBody,
  CardParams,
  CorrectionBody,
  CreditBody,
  Dispute,
  DisputeParams,
  IncrementBody,
  OtpBody,
  RefundBody,
  RefundReversalBody,
  ReverseBody,
  SandboxDisputeUpdateBody,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NO_CONTENT } from '../http/openapi/noContent'
import {
  capturePurchase,
  confirmOtp,
  correctPurchase,
  expirePurchase,
  incrementPurchase,
  refundPurchase,
  reversePurchase,
  reverseRefund,
  simulateCredit,
  simulatePurchase,
  updateSandboxDispute,
} from '../modules/issuer'
import { appContext } from '../runtime/appContext'

/**
 * Sandbox-only merchant simulator (API.md "Sandbox only"): registered only in sandbox mode; a session is
 * needed and ids must be the caller's (404 otherwise). Every purchase, 3DS challenge, increment, clearing
 * (partial, several, late), reversal (partial), expiry, refund, refund reversal, correction and credit
 * reaches the card as inbound issuer events through the gateway's one handler, as Lithic's do: the event,
 * then the transaction's state as the issuer's snapshot gives it.
 */
export const sandboxCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['sandbox']

  app.post(
    '/sandbox/cards/:id/authorizations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Simulate a purchase authorization (optionally with a 3DS challenge, a merchant currency, a hold above the amount, a partial approval, and the merchant category, channel, country, cash, acceptor and address check the program policy and the card controls decide on)',
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
        merchantCurrency: request.body.merchantCurrency,
        merchantAmount: request.body.merchantAmount,
        holdAmount: request.body.holdAmount,
        partialApproval: request.body.partialApproval,
        facts: {
          mcc: request.body.mcc,
          channel: request.body.channel,
          country: request.body.country,
          cashAmount: request.body.cashAmount,
          acceptorId: request.body.acceptorId,
          avs: request.body.avs,
        },
      }),
  )

  app.post(
    '/sandbox/cards/:id/credits',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Simulate a merchant credit announced to the card (a credit authorization: a pending credit)',
        params: CardParams,
        body: CreditBody,
        response: { 200: AuthorizationResponse },
      },
    },
    async (request) =>
      simulateCredit(ctx, {
        cardId: request.params.id,
        owner: request.session!.addressLower,
        amount: request.body.amount,
        merchantName: request.body.merchantName,
        merchantCurrency: request.body.merchantCurrency,
        merchantAmount: request.body.merchantAmount,
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
    '/sandbox/authorizations/:id/increment',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Ask for more on an approved, pending purchase (an incremental authorization)',
        params: AuthorizationParams,
        body: IncrementBody,
        response: { 200: AuthorizationResponse },
      },
    },
    async (request) =>
      incrementPurchase(ctx, request.params.id, request.session!.addressLower, request.body.amount),
  )

  app.post(
    '/sandbox/authorizations/:id/capture',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Clear an approved (or expired) authorization, in part or in full, finally or not',
        params: AuthorizationParams,
        body: CaptureBody,
      },
    },
    async (request, reply) => {
      await capturePurchase(ctx, request.params.id, request.session!.addressLower, request.body ?? {})
      return reply.status(204).send()
    },
  )

  app.post(
    '/sandbox/authorizations/:id/reverse',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Reverse an approved authorization, all of what it holds or part of it',
        params: AuthorizationParams,
        body: ReverseBody.nullish(),
      },
    },
    async (request, reply) => {
      await reversePurchase(ctx, request.params.id, request.session!.addressLower, request.body?.amount)
      return reply.status(204).send()
    },
  )

  app.post(
    '/sandbox/authorizations/:id/expire',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Let an approved authorization expire',
        params: AuthorizationParams,
      },
    },
    async (request, reply) => {
      await expirePurchase(ctx, request.params.id, request.session!.addressLower)
      return reply.status(204).send()
    },
  )

  app.post(
    '/sandbox/authorizations/:id/refund',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
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

  app.post(
    '/sandbox/authorizations/:id/refund-reversal',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'The merchant takes back what it refunded (a return reversal)',
        params: AuthorizationParams,
        body: RefundReversalBody.nullish(),
      },
    },
    async (request, reply) => {
      await reverseRefund(ctx, request.params.id, request.session!.addressLower, request.body?.amount)
      return reply.status(204).send()
    },
  )

  app.post(
    '/sandbox/authorizations/:id/corrections',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'The issuer corrects a captured purchase (a credit or a debit)',
        params: AuthorizationParams,
        body: CorrectionBody,
      },
    },
    async (request, reply) => {
      await correctPurchase(ctx, request.params.id, request.session!.addressLower, request.body)
      return reply.status(204).send()
    },
  )

  app.post(
    '/sandbox/disputes/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The sandbox issuer's update of a dispute: status, provisional and final credit",
        params: DisputeParams,
        body: SandboxDisputeUpdateBody,
        response: { 200: Dispute },
      },
    },
    async (request) =>
      updateSandboxDispute(ctx, request.params.id, request.session!.addressLower, request.body),
  )
}
