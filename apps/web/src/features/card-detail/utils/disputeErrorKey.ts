import type { DisputeRefusal } from '@chaincard/domain'
import { isApiError } from '../../../lib/api/ApiError'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'

/**
 * How the server's `invalid_action` message names why a purchase cannot be disputed: the refusal's code
 * (`too_old`) or its sentence ("a purchase can be disputed within 120 days of settling", "only a settled card
 * purchase can be disputed", "the purchase was refunded in full", "the purchase is disputed already"). The
 * sentences all say "disputed": "disputed" alone is checked last, and only as "disputed already".
 */
const REFUSAL_PATTERNS: ReadonlyArray<readonly [DisputeRefusal, RegExp]> = [
  ['too_old', /too[ _-]old|\d+ days/i],
  ['not_settled', /not[ _-](yet[ _-])?settled|only a settled/i],
  ['refunded', /refunded/i],
  ['disputed', /disputed[ _-]already|already[ _-]disputed|:\s*disputed\s*$/i],
]

/**
 * The i18n key of the sentence for a dispute that could not be filed (issue 30): why the purchase cannot be
 * disputed (`invalid_action`, its reason read from the server's message; the message itself is never shown),
 * a report the server did not accept, the card issuer not answering; anything else as every other form says it.
 */
export function disputeErrorKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'invalid_action') {
      const refusal = REFUSAL_PATTERNS.find(([, pattern]) => pattern.test(error.shortMessage))?.[0]
      return `dispute.errors.${refusal ?? 'invalid_action'}`
    }
    if (error.code === 'validation_failed') return 'dispute.errors.validation_failed'
    if (error.code === 'upstream_unavailable') return 'dispute.errors.upstream_unavailable'
  }
  return errorSentenceKey(error)
}
