import type { WalletTokenStatus } from '@chaincard/domain'
import { isApiError } from '../../../lib/api/ApiError'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'

/** Every status a refusal can name (the type makes a new status a compile error here until it has a sentence). */
const STATUSES = {
  pending: true,
  active: true,
  paused: true,
  removed: true,
  declined: true,
} as const satisfies Record<WalletTokenStatus, true>

/**
 * The i18n key of the sentence for a wallet token that could not be paused, resumed or removed (issue 30): a
 * paused token of a locked card ("unlock the card first"), a token already in another status ("the wallet token
 * is paused": read from the server's `invalid_action` message, never shown), a token no longer on the card, the
 * card issuer not answering; anything else as every other form says it.
 */
export function walletTokenErrorKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'invalid_action') {
      if (error.shortMessage.includes('unlock the card first')) return 'wallets.errors.unlock_first'
      const status = /the wallet token is (\w+)/.exec(error.shortMessage)?.[1]
      if (status && Object.hasOwn(STATUSES, status)) return `wallets.errors.already_${status}`
      return 'wallets.errors.invalid_action'
    }
    if (error.code === 'not_found') return 'wallets.errors.not_found'
    if (error.code === 'upstream_unavailable') return 'wallets.errors.upstream_unavailable'
  }
  return errorSentenceKey(error)
}
