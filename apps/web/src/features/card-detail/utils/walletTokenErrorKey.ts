import { isApiError } from '../../../lib/api/ApiError'
import { detailsOf } from '../../../lib/api/detailsOf'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'

/**
 * The i18n key of the sentence for a wallet token that could not be paused, resumed or removed: a
 * paused token of a locked card, a token already in another status (the `details` of the server's
 * `invalid_action`), a token no longer on the card, the
 * card issuer not answering; anything else as every other form says it.
 */
export function walletTokenErrorKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'invalid_action') {
      const details = detailsOf(error)
      const refusal = details?.kind === 'wallet_token' ? details : undefined
      if (refusal?.refusal === 'unlock_first') return 'wallets.errors.unlock_first'
      if (refusal?.refusal === 'in_status' && refusal.status)
        return `wallets.errors.already_${refusal.status}`
      return 'wallets.errors.invalid_action'
    }
    if (error.code === 'not_found') return 'wallets.errors.not_found'
    if (error.code === 'upstream_unavailable') return 'wallets.errors.upstream_unavailable'
  }
  return errorSentenceKey(error)
}
