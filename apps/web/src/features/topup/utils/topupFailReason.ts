import { isApiError } from '../../../lib/api/ApiError'
import { classifyWalletError } from '../../../lib/chain/classifyWalletError'
import {
  ApprovalFailedError,
  NoPaymentLogsError,
  TransactionCancelledError,
  TransactionRevertedError,
  WalletClientUnavailableError,
} from '../../../lib/chain/errors'
import type { TopupFailReason } from '../../../lib/modals/modalStore'
import { SwapQuoteMismatchError, TopupPaymentError } from '../api/errors'

/**
 * The sentence TopUpFail shows for a failed payment (a rejection, missing gas and the rest all read
 * "Oops… contact support"): what the wallet or the chain said, from the error and the stage it stopped at.
 */
export function topupFailReason(error: unknown): TopupFailReason {
  const wallet = classifyWalletError(error)
  if (wallet === 'rejected') return 'rejected'
  if (wallet === 'insufficient_funds') return 'insufficient_funds'
  const cause = error instanceof TopupPaymentError ? error.cause : error
  if (cause instanceof SwapQuoteMismatchError) return 'quote_changed'
  if (cause instanceof TransactionCancelledError) return 'cancelled'
  if (cause instanceof TransactionRevertedError || cause instanceof ApprovalFailedError) return 'reverted'
  if (cause instanceof NoPaymentLogsError) return 'no_payment'
  if (cause instanceof WalletClientUnavailableError) return 'wallet_unavailable'
  if (error instanceof TopupPaymentError && error.stage === 'quote') return 'quote_failed'
  if (error instanceof TopupPaymentError && error.stage === 'report') {
    // The server said why (API.md error codes): a card that may not take deposits holds the money.
    if (isApiError(cause) && cause.code === 'topup_disabled') return 'held'
    if (isApiError(cause) && cause.code === 'payment_rejected') return 'report_rejected'
    return 'report_refused'
  }
  return 'unknown'
}
