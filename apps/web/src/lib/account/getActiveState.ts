import type { ActiveState } from '../../types/api'
import { apiGet } from '../api/client'

/** GET /api/state: has the signed-in user been activated with an invitation code. */
export function getActiveState(): Promise<ActiveState> {
  return apiGet<ActiveState>('/state')
}
