import { DEFAULT_FEE_RATE } from '@chaincard/domain'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db'
import { creditPayments, handleReorgedPayment, markCreditsFinal } from '../modules/payments'
import type { WatcherContext } from '../modules/watcher'
import { DEFAULT_DROP_AFTER_MS } from '../runtime/paymentsContext'

const contexts = new WeakMap<Database, WatcherContext>()

/**
 * The app's payments context, one per database: the payment routes and the deposit jobs share it, so a fault a
 * test injects (`faults`) reaches both. It carries the payments operations the watcher calls (its deposit port).
 */
export function paymentsContextOf(
  app: Pick<FastifyInstance, 'db' | 'database' | 'chains' | 'clock'>,
): WatcherContext {
  const known = contexts.get(app.database)
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
  contexts.set(app.database, ctx)
  return ctx
}
