import {
  CardParams,
  DISPUTE_EVIDENCE_MAX_BYTES,
  Dispute,
  DisputeCreateBody,
  DisputeEvidence,
  DisputeEvidenceBody,
  DisputeEvidenceParams,
  DisputeListResponse,
  DisputeStatus,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  fileDispute,
  listCardDisputes,
  listDisputesForOperator,
  OperatorDispute,
  sendDisputeEvidence,
} from '../modules/issuer'
import { appContext } from '../runtime/appContext'

/**
 * The evidence route's body limit: a file at the limit in base64 (4/3 of it) and its JSON, with room for a file
 * somewhat over it, so that one is refused as `evidence_too_large` rather than as a body too large.
 */
const EVIDENCE_BODY_LIMIT_BYTES = Math.ceil((2 * DISPUTE_EVIDENCE_MAX_BYTES) / 3) * 4 + 4_096

/**
 * Disputes: the owner reports a problem with a settled purchase, and sees the card's disputes; the
 * operator lists every card's (`GET /admin/disputes`, bearer token: `npm run ops -- disputes list`).
 */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['cards']

  app.post(
    '/card/:id/disputes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Report a problem with a settled purchase: files a dispute with the card issuer',
        params: CardParams,
        body: DisputeCreateBody,
        response: { 200: Dispute },
      },
    },
    async (request) => fileDispute(ctx, request.params.id, request.session!.addressLower, request.body),
  )

  app.get(
    '/card/:id/disputes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The card's disputes, newest first",
        params: CardParams,
        response: { 200: DisputeListResponse },
      },
    },
    async (request) => listCardDisputes(ctx, request.params.id, request.session!.addressLower),
  )

  app.post(
    '/card/:id/disputes/:disputeId/evidence',
    {
      preHandler: app.authenticate,
      bodyLimit: EVIDENCE_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          'Send evidence for a dispute that asks for it: a PDF, JPEG or PNG file (base64, at most 5 MB) or a note',
        description:
          'Only a dispute in `needs_info` takes evidence (409 `evidence_not_requested`); a file over 5 MB is 413 ' +
          '`evidence_too_large`, one that is not a PDF, JPEG or PNG (by its type and its first bytes) 415 ' +
          '`evidence_type_refused`. At most 20 pieces a day per owner (429). 503 when the issuer did not take it.',
        params: DisputeEvidenceParams,
        body: DisputeEvidenceBody,
        response: { 200: DisputeEvidence },
      },
    },
    async (request) =>
      sendDisputeEvidence(
        ctx,
        {
          cardId: request.params.id,
          disputeId: request.params.disputeId,
          owner: request.session!.addressLower,
        },
        request.body,
      ),
  )
}

/** Every card's disputes for the operator, relative to /api/admin: registered inside the admin scope. */
export const disputesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  app.get(
    '/disputes',
    {
      schema: {
        tags: ['admin'],
        summary: "Every card's disputes, newest first (optionally of one status)",
        querystring: z.strictObject({
          status: DisputeStatus.optional(),
          limit: z.coerce.number().int().min(1).max(1_000).default(100),
        }),
        response: { 200: z.object({ disputes: z.array(OperatorDispute) }) },
      },
    },
    async (request) => ({ disputes: await listDisputesForOperator(ctx, request.query) }),
  )
}
