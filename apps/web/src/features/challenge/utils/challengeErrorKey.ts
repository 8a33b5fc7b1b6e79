import { isApiError } from '../../../lib/api/ApiError'
import { detailsOf } from '../../../lib/api/detailsOf'

/** Why an answer did not go through: each has its own sentence under `challenge.error.*`. */
export type ChallengeErrorKey =
  | 'answered_or_expired'
  | 'not_allowed'
  | 'not_found'
  | 'issuer_unavailable'
  | 'rate_limited'
  | 'signed_out'
  | 'network'
  | 'timeout'
  | 'server'

/**
 * The sentence for a failed answer. The server tells its two 409 `invalid_action` refusals apart by their
 * details: a user who may not answer challenges (`user_state`), or a challenge answered or expired already.
 */
export function challengeErrorKey(error: unknown): ChallengeErrorKey {
  if (error instanceof Error && error.name === 'SignInRejectedError') return 'signed_out'
  if (!isApiError(error)) return 'server'
  switch (error.code) {
    case 'invalid_action':
      return detailsOf(error)?.kind === 'user_state' ? 'not_allowed' : 'answered_or_expired'
    case 'not_found':
      return 'not_found'
    case 'upstream_unavailable':
      return 'issuer_unavailable'
    case 'rate_limited':
      return 'rate_limited'
    case 'unauthorized':
      return 'signed_out'
    case 'network':
      return 'network'
    case 'timeout':
      return 'timeout'
    default:
      return 'server'
  }
}

/** After these, answering again cannot succeed: the buttons go away. The others may be retried. */
export function isFinalChallengeError(key: ChallengeErrorKey): boolean {
  return key === 'answered_or_expired' || key === 'not_allowed' || key === 'not_found'
}
