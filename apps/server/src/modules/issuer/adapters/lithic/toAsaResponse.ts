import type { AuthorizationDecision } from '../../decideAuthorization'

/** The ASA response body (`asa-response`): the decision as Lithic's result codes. */
export type AsaResponse = {
  result: 'APPROVED' | 'INSUFFICIENT_FUNDS' | 'CARD_PAUSED' | 'UNAUTHORIZED_MERCHANT'
  token: string
}

/**
 * Approved, or why not: short of funds, a paused (locked) card, or a card that may not buy at all (suspended,
 * expired, not active, its owner blocked, not ours).
 */
export function toAsaResponse(decision: AuthorizationDecision | undefined, token: string): AsaResponse {
  if (decision?.approved) return { result: 'APPROVED', token }
  const reason = decision?.reason
  const result =
    reason === 'insufficient_balance'
      ? 'INSUFFICIENT_FUNDS'
      : reason === 'card_locked'
        ? 'CARD_PAUSED'
        : 'UNAUTHORIZED_MERCHANT'
  return { result, token }
}
