import type { Hash } from 'viem'

/** The transaction was mined but reverted: nothing was paid. */
export class TransactionRevertedError extends Error {
  override name = 'TransactionRevertedError' as const
  readonly shortMessage = 'The transaction reverted.'
  readonly hash: Hash
  constructor({ hash, cause }: { hash: Hash; cause?: unknown }) {
    super(`The transaction ${hash} reverted.`, { cause })
    this.hash = hash
  }
}

/** The wallet replaced the transaction with a cancellation (same nonce, nothing sent): nothing was paid. */
export class TransactionCancelledError extends Error {
  override name = 'TransactionCancelledError' as const
  readonly shortMessage = 'The transaction was cancelled in the wallet.'
  readonly hash: Hash
  readonly replacementHash: Hash
  constructor({ hash, replacementHash, cause }: { hash: Hash; replacementHash: Hash; cause?: unknown }) {
    super(`The transaction ${hash} was cancelled by ${replacementHash}.`, { cause })
    this.hash = hash
    this.replacementHash = replacementHash
  }
}

/** The transaction succeeded but paid nothing to the receiving address (no logs, or no matching Transfer). */
export class NoPaymentLogsError extends Error {
  override name = 'NoPaymentLogsError' as const
  readonly shortMessage = 'The transaction did not pay the card.'
  readonly hash: Hash
  constructor({ hash, cause }: { hash: Hash; cause?: unknown }) {
    super(`The transaction ${hash} has no transfer of the order currency to the receiving address.`, {
      cause,
    })
    this.hash = hash
  }
}

/** An approval needed before the swap did not go through. */
export class ApprovalFailedError extends Error {
  override name = 'ApprovalFailedError' as const
  readonly shortMessage = 'The token approval did not go through.'
  readonly hash: Hash | undefined
  constructor({ hash, cause }: { hash?: Hash; cause?: unknown }) {
    super(hash ? `The approval ${hash} did not go through.` : 'The token approval failed.', { cause })
    this.hash = hash
  }
}

/** No wallet client can sign on this chain (the wallet runtime is not loaded, or not connected). */
export class WalletClientUnavailableError extends Error {
  override name = 'WalletClientUnavailableError' as const
  readonly shortMessage = 'The wallet is not ready to send a transaction.'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The wallet is not ready to send a transaction.', { cause })
  }
}
