import type { MembershipResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/user/membership: level, rebate fraction and progress to the next level. */
export function getMembership(): Promise<MembershipResponse> {
  return apiGet<MembershipResponse>('/user/membership')
}
