import type { UserStateResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/user/state (the card list loads the same query under the same key). */
export function getUserState(): Promise<UserStateResponse> {
  return apiGet<UserStateResponse>('/user/state')
}
