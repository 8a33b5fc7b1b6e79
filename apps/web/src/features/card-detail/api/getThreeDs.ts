import type { ThreeDsResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/card/{id}/3ds: the newest pending one-time passcode, or "OK" when there is none. */
export function getThreeDs(id: string): Promise<ThreeDsResponse> {
  return apiGet<ThreeDsResponse>(`/card/${encodeURIComponent(id)}/3ds`)
}
