import { EnrollmentResponse, SandboxEnrollmentReviewBody } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../errors'
import {
  findCardholder,
  mirrorCardholderStatus,
  recordKycPass,
  requestCardholderDocument,
  toEnrollmentResponse,
} from '../modules/issuer'
import { appContext } from '../runtime/appContext'

/**
 * The owner's enrollment with the issuer as a cardholder (`GET /user/enrollment`: where it stands,
 * with the issuer's reasons), and in the sandbox the sandbox issuer's review of it (`POST /sandbox/enrollment`,
 * applied as the issuer's `account_holder.verification` is).
 */
export const enrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)

  app.get(
    '/user/enrollment',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The caller’s enrollment with the card issuer as a cardholder, or null',
        response: { 200: EnrollmentResponse },
      },
    },
    async (request, reply) => {
      const row = await findCardholder(ctx.db, request.session!.addressLower)
      // A JSON null is sent as such (Fastify would send an empty body for a returned null).
      return reply
        .type('application/json; charset=utf-8')
        .serializer((v) => JSON.stringify(v))
        .send(toEnrollmentResponse(row))
    },
  )

  if (app.config.mode !== 'sandbox' || app.config.issuer?.kind === 'lithic') return
  app.post(
    '/sandbox/enrollment',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox issuer's review of the caller's enrollment",
        body: SandboxEnrollmentReviewBody,
        response: { 200: EnrollmentResponse },
      },
    },
    async (request) => {
      const owner = request.session!.addressLower
      const row = await findCardholder(ctx.db, owner)
      if (!row?.issuerToken)
        throw new AppError('not_found', 'not found: no enrollment with the sandbox issuer')
      await mirrorCardholderStatus(ctx.db, {
        issuer: 'sandbox',
        accountHolderToken: row.issuerToken,
        status: request.body.status,
        reasons: request.body.reasons ?? [],
        first: false,
        now: ctx.clock.now(),
      })
      return toEnrollmentResponse(await findCardholder(ctx.db, owner))
    },
  )
}

/**
 * The operator's upload links for a document the issuer asked a cardholder for, relative to /api/admin:
 * registered inside the admin scope (its guard, its record of each call).
 */
export const enrollmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  app.post(
    '/cardholders/:address/documents',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload links for a document the issuer asked a cardholder for',
        params: z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address') }),
        body: z.strictObject({
          documentType: z.string().regex(/^[A-Z_]{2,40}$/, 'must be an issuer document type'),
        }),
        response: {
          200: z.object({
            documentToken: z.string(),
            uploads: z.array(z.object({ imageType: z.string(), url: z.string() })),
          }),
        },
      },
    },
    async (request) => requestCardholderDocument(ctx, request.params.address, request.body.documentType),
  )
  app.put(
    '/cardholders/:address/kyc',
    {
      schema: {
        tags: ['admin'],
        summary: "ISSUER_KYC=byo: record the KYC provider's pass for a person (its reference and time)",
        params: z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address') }),
        body: z.strictObject({
          reference: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, "must be the provider's reference"),
          passedAt: z.iso.datetime({ offset: true, message: 'must be a date-time, RFC 3339' }),
        }),
        response: {
          200: z.object({ provider: z.string(), reference: z.string(), passedAt: z.string() }),
        },
      },
    },
    async (request) => recordKycPass(ctx, request.params.address, request.body),
  )
}
