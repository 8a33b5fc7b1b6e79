import type { TransactionState, TransactionType } from '../../schemas/transactions'

/** An authorization with what became of it, as the card history folds it into one row. */
export type PurchaseToFold = {
  /** The authorization's status (`challenge`: waiting for the cardholder's 3DS answer). */
  status: 'challenge' | 'approved' | 'declined' | 'captured' | 'reversed'
  /** Micro-USD the merchant asked for. */
  amountMicro: bigint
  /** Micro-USD that cleared (every clearing of it), 0 when none did. */
  capturedMicro: bigint
  /** Micro-USD its hold still reserves, 0 once closed. */
  heldMicro: bigint
  /** Micro-USD the merchant gave back (every return of it). */
  refundedMicro: bigint
}

/** One history row's money: what it is, where it got to, its signed amount and what it does to the balance. */
export type FoldedRow = {
  type: TransactionType
  state: TransactionState
  /** Signed micro-USD: negative for money out of the card. */
  amountMicro: bigint
  /** Signed micro-USD the row takes from (or adds to) the card's spendable balance now. */
  balanceChangeMicro: bigint
}

export type FoldPurchaseReturnType = FoldedRow

const typeOfState = {
  pending: 'authorization_approval',
  settled: 'consumption',
  reversed: 'authorization_reversal',
  refunded: 'refund',
  declined: 'authorization_decline',
} as const satisfies Record<TransactionState, TransactionType>

function purchaseState({ status, capturedMicro, refundedMicro }: PurchaseToFold): TransactionState {
  if (status === 'declined') return 'declined'
  if (refundedMicro > 0n) return 'refunded'
  if (status === 'captured' || capturedMicro > 0n) return 'settled'
  if (status === 'reversed') return 'reversed'
  return 'pending'
}

/**
 * Folds an authorization, its clearings, releases and refunds into one history row. Its amount is what
 * cleared, else while pending what is held, else what was asked; negative. What it does to the spendable balance: minus what is still held,
 * minus what cleared, plus what was refunded; so a declined or fully reversed purchase changes nothing and a
 * fully refunded one nets to zero, while its amount still says what was bought.
 */
export function foldPurchase(purchase: PurchaseToFold): FoldPurchaseReturnType {
  const state = purchaseState(purchase)
  // Pending: what is held now (a partial release, or the issuer's new amount, changed it); else what was asked.
  const spent =
    purchase.capturedMicro > 0n
      ? purchase.capturedMicro
      : state === 'pending' && purchase.heldMicro > 0n
        ? purchase.heldMicro
        : purchase.amountMicro
  return {
    type: typeOfState[state],
    state,
    amountMicro: -spent,
    balanceChangeMicro: purchase.refundedMicro - purchase.heldMicro - purchase.capturedMicro,
  }
}
