import type { AuthorizationResponse } from '@chaincard/domain'
import type { AuthorizationDecision } from '../../decideAuthorization'

/** The simulator's answer for a decided purchase. */
export function toAuthorizationResponse(
  id: string,
  decision: AuthorizationDecision | undefined,
): AuthorizationResponse {
  if (!decision) return { id, status: 'declined', declineReason: 'card_not_active' }
  return decision.approved
    ? { id, status: 'approved' }
    : { id, status: 'declined', declineReason: decision.reason }
}
