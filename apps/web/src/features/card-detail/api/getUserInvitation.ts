import type { UserInvitationResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/user/invitation, for `redemptionEnable` (top up with reward, SPEC section 6). */
export function getUserInvitation(): Promise<UserInvitationResponse> {
  return apiGet<UserInvitationResponse>('/user/invitation')
}
