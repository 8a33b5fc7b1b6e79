import { DEFAULT_FEE_RATE } from '@chaincard/domain'
import type { FastifyInstance } from 'fastify'
import { type AppContext, appContext } from './appContext'
import { DEFAULT_DROP_AFTER_MS, type PaymentsContext } from './paymentsContext'

const contexts = new WeakMap<AppContext, PaymentsContext>()

/**
 * The app's payments context, one per app (its app context, forgotten when the app closes: an app built again on
 * the same database gets a new one): the payment routes and the deposit jobs share it, so a fault a test injects
 * (`faults`) reaches both.
 */
export function paymentsContextOf(app: FastifyInstance): PaymentsContext {
  const key = appContext(app)
  const known = contexts.get(key)
  if (known) return known
  const ctx: PaymentsContext = {
    db: app.db,
    chains: app.chains,
    now: () => app.clock.now(),
    feeRate: DEFAULT_FEE_RATE,
    dropAfterMs: DEFAULT_DROP_AFTER_MS,
    faults: undefined,
  }
  contexts.set(key, ctx)
  return ctx
}
