import {
  ReservesProofQuery,
  ReservesProofResponse,
  ReservesResponse,
  ReservesSnapshotCreated,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runsJobs } from '../config'
import { AppError } from '../errors'
import { takeReservesSnapshot } from '../flows/takeReservesSnapshot'
import { type AppContext, appContext } from '../runtime/appContext'
import { cachedAnswer } from '../modules/reserves/cachedAnswer'
import { getReserves } from '../modules/reserves/getReserves'
import { proveOwner } from '../modules/reserves/proveOwner'
import { createReservesJob } from '../modules/reserves/reservesJob'
import { resolveReservesSigner } from '../modules/reserves/resolveReservesSigner'

/**
 * A proof costs a few reads and two HMACs: a budget per signed-in owner (their address, not their IP: one
 * person behind many addresses of a /64 gets one budget) keeps anyone from making the server prove in a loop.
 */
const PROOFS_PER_MINUTE = 30

/**
 * Proof of reserves (API.md "Proof of reserves"): the latest snapshot (public), the owner's proof, an
 * operator's snapshot now, and the daily snapshot job (ROLE all or worker). Without an attestation key
 * (production without RESERVES_SIGNER_KEY) no snapshot is taken: the start says so and the operator's
 * request is refused.
 */
/** How long one read of the published reserves answers everyone. */
const PUBLISHED_TTL_MS = 10_000

type Reserves = {
  signer: ReturnType<typeof resolveReservesSigner>
  published: ReturnType<typeof cachedAnswer<Awaited<ReturnType<typeof getReserves>>>>
  take: () => Promise<string>
}
/** One per app: the public routes, the job and the operator's route share the cache a snapshot refreshes. */
const reservesOfApp = new WeakMap<AppContext, Reserves>()

function reservesOf(app: Parameters<FastifyPluginAsyncZod>[0]): Reserves {
  const ctx = appContext(app)
  const known = reservesOfApp.get(ctx)
  if (known) return known
  const signer = resolveReservesSigner(app.config)
  // Public and free to call: the database is read at most once every 10 s per process, whatever the traffic
  // (a snapshot is taken once a day; one this process takes is shown at once).
  const published = cachedAnswer(() => getReserves(ctx.db), PUBLISHED_TTL_MS)
  const take = async () => {
    if (!signer)
      throw new AppError('invalid_action', 'invalid action: reserves snapshots need RESERVES_SIGNER_KEY')
    const taken = await takeReservesSnapshot({ ctx, signer, log: app.log })
    published.forget()
    return taken
  }
  const reserves = { signer, published, take }
  reservesOfApp.set(ctx, reserves)
  return reserves
}

export const reservesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reserves']
  const ctx = appContext(app)
  const { signer, published, take } = reservesOf(app)
  const job = signer ? createReservesJob(app, take) : undefined
  app.addHook('onReady', async () => {
    if (!signer) {
      app.log.info('reserves snapshots are off: RESERVES_SIGNER_KEY is not set')
      return
    }
    app.log.info({ reservesSigner: signer.address }, 'reserves snapshots are signed by this key')
    if (job && runsJobs(app.config.role)) job.start()
  })
  app.addHook('onClose', async () => job?.stop())

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
