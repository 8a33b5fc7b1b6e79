import { isApiError } from '../../../lib/api/ApiError'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'

/**
 * The i18n key of the sentence for evidence that was not sent: the evidence refusals (each a code of its own),
 * a dispute no longer on the card, too much evidence today, a body the server did not accept, the card issuer
 * not answering; anything else as every other form says it.
 */
export function evidenceErrorKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'not_found') return 'dispute.evidence.errors.not_found'
    if (error.code === 'rate_limited') return 'dispute.evidence.errors.rate_limited'
    if (error.code === 'validation_failed') return 'dispute.evidence.errors.validation_failed'
    if (error.code === 'upstream_unavailable') return 'dispute.evidence.errors.upstream_unavailable'
  }
  return errorSentenceKey(error)
}
