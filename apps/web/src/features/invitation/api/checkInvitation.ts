import { apiGet } from '../../../lib/api/client'
import type { InvitationCheck } from '../../../types/api'

/** GET /api/invitation/check?code=: { valid: true }, or ApiError invalid_code / reach_limit. */
export function checkInvitation(code: string): Promise<InvitationCheck> {
  return apiGet<InvitationCheck>('/invitation/check', { code })
}
