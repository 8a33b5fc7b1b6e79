import type { SwapAbortReason } from '@chaincard/domain'

/** The swap quote does not match what the user asked for: nothing was sent (SPEC section 8 abort reasons). */
export class SwapQuoteMismatchError extends Error {
  override name = 'SwapQuoteMismatchError' as const
  readonly shortMessage: string
  readonly reason: SwapAbortReason
  constructor({ reason, cause }: { reason: SwapAbortReason; cause?: unknown }) {
    super(`Swap aborted: ${reason}.`, { cause })
    this.reason = reason
    this.shortMessage = reason
  }
}

/** Where a top-up payment stopped. */
export type TopupStage = 'quote' | 'approve' | 'send' | 'confirm' | 'report'

/**
 * A top-up payment that did not go through. `stage` says where; `hash` is set once a transaction was sent
 * (the user may see a deduction); `cause` is the underlying error (a wallet refusal, a reverted receipt, an
 * API error...). For a first top-up the order payment has already been cancelled when this is thrown.
 */
export class TopupPaymentError extends Error {
  override name = 'TopupPaymentError' as const
  readonly shortMessage: string
  readonly stage: TopupStage
  readonly hash: `0x${string}` | undefined
  readonly userRejected: boolean
  constructor({
    stage,
    hash,
    userRejected,
    cause,
  }: {
    stage: TopupStage
    hash?: `0x${string}` | undefined
    userRejected: boolean
    cause: unknown
  }) {
    const detail = cause instanceof Error ? cause.message : String(cause)
    super(`Top-up failed at ${stage}: ${detail}`, { cause })
    this.stage = stage
    this.hash = hash
    this.userRejected = userRejected
    this.shortMessage = userRejected ? 'The wallet request was rejected.' : `The top-up failed (${stage}).`
  }
}
