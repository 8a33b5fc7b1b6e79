import type Lithic from 'lithic'
import type { Db } from '../../../../db'
import { type UtcDay, utcDayBounds } from '../../reconcile/utcDay'
import { type ReconcileFigures, reconcileLithicCreated } from './reconcileLithicCreated'

export type ReconcileDayFigures = ReconcileFigures

/**
 * Reconciles one UTC day with Lithic's books: every card transaction created that day, read back, applied
 * where a delivery was lost, and compared with the ledger (`reconcileLithicCreated`). What happened later to a
 * transaction of an earlier day is the trailing window's (`issuerReconcileJob`) and the read-back of open
 * authorizations' business. Running it twice changes nothing.
 */
export async function reconcileLithicDay(
  ctx: { db: Db; now: () => Date },
  client: Lithic,
  day: UtcDay,
): Promise<ReconcileDayFigures> {
  return reconcileLithicCreated(ctx, client, utcDayBounds(day))
}
