import { isApiError } from '../../../lib/api/ApiError'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { WithdrawalSignatureRefusedError } from '../api/requestWithdrawal'

/**
 * The sentence of a refused withdrawal, as an i18n key and its values: the wallet said no, a rule of the amount
 * (from the typed details, with the figure that applies), else the code's own sentence. Never the server's text.
 */
export function withdrawErrorKey(error: unknown): { key: string; limit?: string } {
  if (error instanceof WithdrawalSignatureRefusedError) return { key: 'withdraw.errors.signature_refused' }
  if (isApiError(error) && error.details?.kind === 'withdrawal') {
    return {
      key: `withdraw.errors.${error.details.refusal}`,
      ...(error.details.limit ? { limit: error.details.limit } : {}),
    }
  }
  if (isApiError(error) && error.details?.kind === 'fields' && error.field === 'body.chainId') {
    return { key: 'withdraw.errors.chain' }
  }
  return { key: errorSentenceKey(error) }
}
