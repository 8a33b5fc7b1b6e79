import { isApiError } from '../../../lib/api/ApiError'
import { detailsOf } from '../../../lib/api/detailsOf'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { WithdrawalSignatureRefusedError } from '../api/requestWithdrawal'

/**
 * The sentence of a refused withdrawal, as an i18n key and its values: the wallet said no, a rule of the amount
 * (from the typed details, with the figure that applies), else the code's own sentence. Never the server's text.
 */
export function withdrawErrorKey(error: unknown): { key: string; limit?: string } {
  if (error instanceof WithdrawalSignatureRefusedError) return { key: 'withdraw.errors.signature_refused' }
  const details = isApiError(error) ? detailsOf(error) : undefined
  if (details?.kind === 'withdrawal') {
    return {
      key: `withdraw.errors.${details.refusal}`,
      ...(details.limit ? { limit: details.limit } : {}),
    }
  }
  if (isApiError(error) && details?.kind === 'fields' && error.field === 'body.chainId') {
    return { key: 'withdraw.errors.chain' }
  }
  return { key: errorSentenceKey(error) }
}
