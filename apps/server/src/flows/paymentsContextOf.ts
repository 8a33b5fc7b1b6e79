import { DEFAULT_FEE_RATE } from '@chaincard/domain'
import type { FastifyInstance } from 'fastify'
import { creditPayments, handleReorgedPayment, markCreditsFinal } from '../modules/payments'
import type { WatcherContext } from '../modules/watcher'
import { type AppContext, appContext } from '../runtime/appContext'
import { DEFAULT_DROP_AFTER_MS } from '../runtime/paymentsContext'

const contexts = new WeakMap<AppContext, WatcherContext>()

/**
 * The app's payments context, one per app (its app context, forgotten when the app closes: an app built again on
 * the same database gets a new one): the payment routes and the deposit jobs share it, so a fault a test injects
 * (`faults`) reaches both. It carries the payments operations the watcher calls (its deposit port).
 */
export function paymentsContextOf(app: FastifyInstance): WatcherContext {
  const key = appContext(app)
  const known = contexts.get(key)
  if (known) return known
  const ctx: WatcherContext = {
    db: app.db,
    chains: app.chains,
    now: () => app.clock.now(),
    feeRate: DEFAULT_FEE_RATE,
    dropAfterMs: DEFAULT_DROP_AFTER_MS,
    faults: undefined,
    deposits: { creditPayments, markCreditsFinal, handleReorgedPayment },
  }
  contexts.set(key, ctx)
  return ctx
}
