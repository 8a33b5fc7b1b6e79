import { apiGet } from '../../../lib/api/client'
import type { ReservesOverview } from './reservesTypes'

/** GET /api/reserves: the latest snapshot, what is held where, what is owed and the history (public). */
export function getReserves(): Promise<ReservesOverview> {
  return apiGet<ReservesOverview>('/reserves')
}
