import {
  CardDepositsResponse,
  CardParams,
  ConfirmationsParams,
  ConfirmationsResponse,
  getDepositHold,
  isCardExpired,
  OrderEditBody,
  OrderEditResponse,
  OrderParams,
  PayBody,
  SwapBody,
  SwapQuoteResponse,
  TopupInfoQuery,
  TopupInfoResponse,
} from '@chaincard/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAddress } from 'viem'
import { isMembershipEnabled } from '../config/isMembershipEnabled'
import type { CardRow } from '../db/schema/cards'
import { AppError } from '../errors'
import { settleOwnedNow } from '../flows/settleOwnedNow'
import { NO_CONTENT } from '../http/openapi/noContent'
import {
  cancelOrderPayment,
  changeOrderCurrency,
  DEPOSIT_HOLD_MESSAGES,
  getPaymentConfirmations,
  getTopupInfo,
  listCardDeposits,
  reportPayment,
} from '../modules/payments'
import { quoteSwap } from '../modules/swap'
import { findOwnedCard, getUserState } from '../runtime/access'
import { requireBudget } from '../runtime/budgets'
import { paymentsContextOf } from '../runtime/paymentsContextOf'

/**
 * Payments: top-up info, payment reports, confirmations, swap quotes and sandbox settle (the deposit pipeline's
 * jobs, watcher per chain and settlement, are jobs/depositPipeline.ts).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = paymentsContextOf(app)

  const owner = (request: FastifyRequest) => getAddress(request.session!.address)
  // A report costs the server RPC calls (its receipt, then a background check of its hash until it is on chain
  // or dropped) and a refused one an operator's look: budgets per owner and card an hour, and of the refusals
  // recorded a day per card, counted in the database (reportPayment).
  const { budgets } = app.config
  const reportBudgets = {
    perOwnerPerHour: budgets.paymentReportsPerHour,
    perCardPerHour: budgets.paymentReportsPerCardPerHour,
    rejectedPerCardPerDay: budgets.rejectedReportsPerCardPerDay,
  }

  /** The one rule about card and user state (getDepositHold), as the report path and the watcher apply it. */
  async function assertTopupAllowed(card: CardRow) {
    const hold = getDepositHold({
      status: card.status,
      expired: isCardExpired(card, ctx.now()),
      userState: await getUserState(app.db, card.ownerAddress),
      topupDisabled: card.topupDisabled,
      topupHold: card.topupHold,
    })
    if (hold) throw new AppError('topup_disabled', DEPOSIT_HOLD_MESSAGES[hold])
  }

  app.get(
    '/card/:id/topup',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "A card's receiving address and top-up bounds in a currency",
        params: CardParams,
        querystring: TopupInfoQuery,
        response: { 200: TopupInfoResponse },
      },
    },
    async (request) => {
      const card = await findOwnedCard(app.db, request.params.id, request.session!.address)
      if (!card) throw new AppError('not_found', 'card not found')
      await assertTopupAllowed(card)
      return getTopupInfo(app.chains, card, request.query.currency, ctx.feeRate)
    },
  )

  app.put(
    '/order/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Pick the currency an order is paid in; answers its receiving address and bounds',
        description:
          'Stored on the order while it is new; once a payment is under way another currency is 409 invalid_action.',
        params: OrderParams,
        body: OrderEditBody,
        response: { 200: OrderEditResponse },
      },
    },
    async (request) =>
      changeOrderCurrency(ctx, {
        ownerAddress: request.session!.address,
        orderId: request.params.id,
        currency: request.body.currency,
      }),
  )

  app.post(
    '/order/:id/pay',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags: ['payments'],
        summary: 'Report the payment of an order',
        params: OrderParams,
        body: PayBody,
      },
    },
    async (request, reply) => {
      await reportPayment(ctx, {
        kind: 'order',
        ownerAddress: owner(request),
        cardId: request.params.id,
        ...request.body,
        budgets: reportBudgets,
      })
      return reply.code(204).send()
    },
  )

  app.post(
    '/card/:id/topup/pay',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags: ['payments'],
        summary: 'Report a top-up payment',
        params: CardParams,
        body: PayBody,
      },
    },
    async (request, reply) => {
      await reportPayment(ctx, {
        kind: 'topup',
        ownerAddress: owner(request),
        cardId: request.params.id,
        ...request.body,
        budgets: reportBudgets,
      })
      return reply.code(204).send()
    },
  )

  app.post(
    '/order/:id/pay/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags: ['payments'],
        summary: "Cancel an order's reported payment",
        params: OrderParams,
      },
    },
    async (request, reply) => {
      await cancelOrderPayment(ctx, owner(request), request.params.id)
      return reply.code(204).send()
    },
  )

  app.get(
    '/card/:id/deposits',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "The card's newest deposits: confirming (n of m confirmations) or credited",
        description:
          'Every payment that reached the receiving address, reported or not (a transfer from an exchange too); the deposit page follows it live.',
        params: CardParams,
        response: { 200: CardDepositsResponse },
      },
    },
    async (request) => {
      const card = await findOwnedCard(app.db, request.params.id, request.session!.address)
      if (!card) throw new AppError('not_found', 'card not found')
      return { items: await listCardDeposits(app.db, app.chains, card.id) }
    },
  )

  app.get(
    '/confirmations/:hash',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Confirmations of a reported transaction',
        params: ConfirmationsParams,
        response: { 200: ConfirmationsResponse },
      },
    },
    async (request) => getPaymentConfirmations(ctx, request.session!.address, request.params.hash),
  )

  app.post(
    '/swap',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Quote a swap into the order currency, paid to the receiving address of the card `cardId`',
        description: "`cardId` is the caller's card or order the swap pays; anyone else's id is 404.",
        body: SwapBody,
        response: { 200: SwapQuoteResponse },
      },
    },
    async (request) => {
      const body = request.body
      const card = await findOwnedCard(app.db, body.cardId, request.session!.address)
      if (!card) throw new AppError('not_found', 'card not found')
      // Each quote costs several eth_calls: the owner's budget a minute, shared by every instance.
      await requireBudget(
        app.db,
        {
          key: `swap-quotes|${request.session!.addressLower}`,
          max: app.config.budgets.swapQuotesPerMinute,
          windowMs: 60_000,
          now: ctx.now(),
        },
        'too many swap quotes this minute',
      )
      return quoteSwap(app.chains, {
        chainId: body.id,
        fromToken: body.fromToken,
        fromAmount: BigInt(body.fromAmount),
        toToken: body.toToken,
        slippage: body.slippage,
        recipient: getAddress(card.depositAddress),
        now: ctx.now(),
      })
    },
  )

  if (app.config.mode === 'sandbox') {
    app.post(
      '/sandbox/settle',
      {
        preHandler: app.authenticate,
        schema: {
          response: { 204: NO_CONTENT },
          tags: ['sandbox'],
          summary: "Settle the caller's pending top-ups and approve the caller's processing applications now",
        },
      },
      async (request, reply) => {
        await settleOwnedNow(ctx, {
          ownerAddress: request.session!.address,
          rebates: isMembershipEnabled(app.config),
          requireCardholder: app.config.enrollment !== undefined,
        })
        return reply.code(204).send()
      },
    )
  }
}
