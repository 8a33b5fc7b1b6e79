import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors'
import { cachedAnswer, getReserves, resolveReservesSigner } from '../modules/reserves'
import { type AppContext, appContext } from '../runtime/appContext'
import { takeReservesSnapshot } from './takeReservesSnapshot'

/** How long one read of the published reserves answers everyone. */
export const PUBLISHED_TTL_MS = 10_000

export type Reserves = {
  signer: ReturnType<typeof resolveReservesSigner>
  published: ReturnType<typeof cachedAnswer<Awaited<ReturnType<typeof getReserves>>>>
  take: () => Promise<string>
}
/** One per app: the public routes, the job and the operator's route share the cache a snapshot refreshes. */
const reservesOfApp = new WeakMap<AppContext, Reserves>()

/** The proof of reserves of an app: its signer, the published answer and the snapshot flow (routes and job share them). */
export function reservesOf(app: FastifyInstance): Reserves {
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
