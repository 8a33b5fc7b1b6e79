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
import { AppError } from '../../errors'
import { adminGuard } from '../../plugins/adminGuard'
import { resolveAdminToken } from '../../plugins/resolveAdminToken'
import { findOwnedCard } from '../../runtime/access'
import { grantProvisionalCredit } from '../issuer/disputes/grantProvisionalCredit'
import { listExceptions } from './listExceptions'
import { listHeldDeposits } from './listHeldDeposits'
import { resolveException } from './resolveException'

/**
 * Deposit exceptions (DESIGN "Deposits and payments"): the owner's view of what is held on a card, and the
 * operators' list and resolution (`/api/admin/exceptions`, bearer token; present whenever an admin token
 * exists, sandbox included).
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

  const token = resolveAdminToken(app.config)
  if (!token) return
  const onRequest = adminGuard(token)
  const tags = ['admin']

  app.get(
    '/admin/exceptions',
    {
      onRequest,
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
    '/admin/exceptions/:id/resolve',
    {
      onRequest,
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
