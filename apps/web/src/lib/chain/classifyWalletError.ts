import { BaseError, InsufficientFundsError, UserRejectedRequestError } from 'viem'
import { isUserRejection } from './isUserRejection'

/** What a wallet or node said no to, for a sentence of its own (they all read "contact support"). */
export type WalletErrorKind = 'rejected' | 'insufficient_funds' | 'unknown'

const INSUFFICIENT = /insufficient funds/i

/**
 * Sorts a wallet error: the user rejected the request (EIP-1193 4001, at any depth), or the account cannot pay
 * the gas (viem's InsufficientFundsError, or a node's "insufficient funds for gas * price + value"), or
 * anything else.
 */
export function classifyWalletError(error: unknown): WalletErrorKind {
  if (error instanceof UserRejectedRequestError || isUserRejection(error)) return 'rejected'
  if (error instanceof BaseError && error.walk((e) => e instanceof InsufficientFundsError) !== null) {
    return 'insufficient_funds'
  }
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth += 1) {
    const message = (current as { message?: unknown; details?: unknown }).message
    const details = (current as { details?: unknown }).details
    if (
      (typeof message === 'string' && INSUFFICIENT.test(message)) ||
      (typeof details === 'string' && INSUFFICIENT.test(details))
    ) {
      return 'insufficient_funds'
    }
    current = (current as { cause?: unknown }).cause
  }
  return 'unknown'
}
