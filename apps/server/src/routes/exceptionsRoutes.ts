import {
  CardParams,
  DEFAULT_FEE_RATE,
  ExceptionParams,
  ExceptionsQuery,
  ExceptionsResponse,
  HeldDepositsResponse,
  ResolveExceptionBody,
  ResolveExceptionResponse,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../errors'
import { listExceptions, listHeldDeposits, resolveException } from '../modules/exceptions'
import { grantProvisionalCredit } from '../modules/issuer'
import { findOwnedCard } from '../runtime/access'

/**
 * Deposit exceptions (DESIGN "Deposits and payments"): the owner's view of what is held on a card; the operators'
 * list and resolution are `exceptionsAdminRoutes`.
 */
export const exceptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/card/:id/held-deposits',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Deposits that arrived on this card but are held for support',
        params: CardParams,
        response: { 200: HeldDepositsResponse },
      },
    },
    async (request) => {
      const card = await findOwnedCard(app.db, request.params.id, request.session!.address)
      if (!card) throw new AppError('not_found', 'card not found')
      return { items: await listHeldDeposits(app.db, card.id) }
    },
  )
}

/**
 * The operators' list and resolution of exceptions (`/api/admin/exceptions`), relative to /api/admin: registered
 * inside the admin scope (its guard, its record of each call).
 */
export const exceptionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']

  app.get(
    '/exceptions',
    {
      schema: {
        tags,
        summary: 'Deposits that could not be credited normally (open ones unless ?status= says otherwise)',
        querystring: ExceptionsQuery,
        response: { 200: ExceptionsResponse },
      },
    },
    async (request) => ({ exceptions: await listExceptions(app.db, request.query) }),
  )

  app.post(
    '/exceptions/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Resolve an exception: credit it to its card once, record its refund, or ignore it',
        params: ExceptionParams,
        body: ResolveExceptionBody,
        response: { 200: ResolveExceptionResponse },
      },
    },
    async (request) => ({
      exception: await resolveException({
        db: app.db,
        chains: app.chains,
        feeRate: DEFAULT_FEE_RATE,
        id: Number(request.params.id),
        body: request.body,
        now: app.clock.now(),
        grantDisputeCredit: grantProvisionalCredit,
      }),
    }),
  )
}
