import { type AuthorizationResponse, formatUsd } from '@chaincard/domain'
import type { AuthorizationDecision } from '../../decideAuthorization'

/** The simulator's answer for a decided purchase (a partial approval says what was approved). */
export function toAuthorizationResponse(
  id: string,
  decision: AuthorizationDecision | undefined,
): AuthorizationResponse {
  if (!decision) return { id, status: 'declined', declineReason: 'card_not_active' }
  if (!decision.approved) return { id, status: 'declined', declineReason: decision.reason }
  return decision.approvedMicro !== undefined
    ? { id, status: 'approved', approvedAmount: formatUsd(decision.approvedMicro, 'down') }
    : { id, status: 'approved' }
}
