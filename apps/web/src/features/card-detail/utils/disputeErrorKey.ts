import { isApiError } from '../../../lib/api/ApiError'
import { detailsOf } from '../../../lib/api/detailsOf'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'

/**
 * The i18n key of the sentence for a dispute that could not be filed: why the purchase cannot be
 * disputed (`invalid_action` with the refusal in its `details`),
 * a report the server did not accept, the card issuer not answering; anything else as every other form says it.
 */
export function disputeErrorKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'invalid_action') {
      const details = detailsOf(error)
      const refusal = details?.kind === 'dispute' ? details.refusal : 'invalid_action'
      return `dispute.errors.${refusal}`
    }
    if (error.code === 'validation_failed') return 'dispute.errors.validation_failed'
    if (error.code === 'upstream_unavailable') return 'dispute.errors.upstream_unavailable'
  }
  return errorSentenceKey(error)
}
