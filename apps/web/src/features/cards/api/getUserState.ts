import type { UserStateResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/user/state: normal, blacklist, blocked or "" (SPEC section 5 "Per user state"). */
export function getUserState(): Promise<UserStateResponse> {
  return apiGet<UserStateResponse>('/user/state')
}
