import type { UserInvitationResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/user/invitation: own invitation code, its available count, reward balance, redemption flag. */
export function getUserInvitation(): Promise<UserInvitationResponse> {
  return apiGet<UserInvitationResponse>('/user/invitation')
}
