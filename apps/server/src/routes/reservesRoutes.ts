import {
  ReservesProofQuery,
  ReservesProofResponse,
  ReservesResponse,
  ReservesSnapshotCreated,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PUBLISHED_TTL_MS, reservesOf } from '../flows/reservesOf'
import { proveOwner } from '../modules/reserves'
import { appContext } from '../runtime/appContext'

/**
 * A proof costs a few reads and two HMACs: a budget per signed-in owner (their address, not their IP: one
 * person behind many addresses of a /64 gets one budget) keeps anyone from making the server prove in a loop.
 */
const PROOFS_PER_MINUTE = 30

/**
 * Proof of reserves (API.md "Proof of reserves"): the latest snapshot (public), the owner's proof, an
 * operator's snapshot now (the daily snapshot is jobs/reservesSnapshotJob.ts). Without an attestation key
 * (production without RESERVES_SIGNER_KEY) no snapshot is taken: the start says so and the operator's
 * request is refused.
 */
export const reservesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reserves']
  const ctx = appContext(app)
  const { signer, published } = reservesOf(app)
  app.addHook('onReady', async () => {
    if (!signer) app.log.info('reserves snapshots are off: RESERVES_SIGNER_KEY is not set')
    else app.log.info({ reservesSigner: signer.address }, 'reserves snapshots are signed by this key')
  })

  app.get(
    '/reserves',
    {
      schema: {
        tags,
        summary: 'The latest reserves snapshot: what is held where against what is owed, and the history',
        response: { 200: ReservesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${PUBLISHED_TTL_MS / 1000}`)
      return published.get()
    },
  )

  app.get(
    '/reserves/proof',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: {
          max: PROOFS_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `reserves-proof|${request.session?.addressLower ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: "The signed-in owner's leaves in a snapshot, with their nonces and paths to the root",
        security: [{ session: [] }],
        querystring: ReservesProofQuery,
        response: { 200: ReservesProofResponse },
      },
    },
    async (request) =>
      proveOwner(ctx.db, { snapshotId: request.query.snapshot, owner: request.session!.addressLower }),
  )
}

/** The operator's snapshot now, relative to /api/admin: registered inside the admin scope. */
export const reservesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { take } = reservesOf(app)
  app.post(
    '/reserves/snapshots',
    {
      schema: {
        tags: ['admin'],
        summary: 'Take a reserves snapshot now',
        response: { 200: ReservesSnapshotCreated },
      },
    },
    async () => ({ id: await take() }),
  )
}
