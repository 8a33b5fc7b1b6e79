import type { TransactionState, TransactionType } from '../../schemas/transactions'

/** An authorization with what became of it, as the card history folds it into one row. */
export type PurchaseToFold = {
  /**
   * The authorization's status: `approved` while the issuer's transaction is pending (held, possibly cleared in
   * part), `captured` once it settled, `reversed` once voided or expired, `challenge` while waiting for the
   * cardholder's 3DS answer.
   */
  status: 'challenge' | 'approved' | 'declined' | 'captured' | 'reversed'
  /** `credit`: a merchant's credit announced before it clears (a pending credit, never held). Default debit. */
  direction?: 'debit' | 'credit' | undefined
  /** Micro-USD the merchant asked for (every approved increment included). */
  amountMicro: bigint
  /** Micro-USD that cleared (every clearing of it), 0 when none did. */
  capturedMicro: bigint
  /** Micro-USD its hold still reserves, 0 once closed. */
  heldMicro: bigint
  /**
   * Micro-USD the merchant gave back (every return of it; for a credit, what of it cleared). Of a debit it only
   * marks the purchase `refunded`: each refund is a history row of its own (the ledger's `refund`), so the
   * purchase keeps what it took and the refund line shows what came back, when it came back.
   */
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
  refunded: 'consumption',
  declined: 'authorization_decline',
} as const satisfies Record<TransactionState, TransactionType>

function purchaseState({ status, capturedMicro, refundedMicro }: PurchaseToFold): TransactionState {
  if (status === 'declined') return 'declined'
  if (refundedMicro > 0n) return 'refunded'
  // Still pending at the issuer: held, and maybe cleared in part (several clearings of one authorization).
  if (status === 'approved' || status === 'challenge') return 'pending'
  if (status === 'captured' || capturedMicro > 0n) return 'settled'
  return 'reversed'
}

/**
 * A merchant's credit (a credit authorization): pending until it clears, then settled at what cleared;
 * reversed when it was voided or expired first. It never holds anything; what cleared adds to the balance.
 */
function foldCredit(credit: PurchaseToFold): FoldedRow {
  if (credit.status === 'declined') {
    return {
      type: 'authorization_decline',
      state: 'declined',
      amountMicro: credit.amountMicro,
      balanceChangeMicro: 0n,
    }
  }
  const state: TransactionState =
    credit.refundedMicro > 0n || credit.status === 'captured'
      ? 'settled'
      : credit.status === 'reversed'
        ? 'reversed'
        : 'pending'
  return {
    type: 'refund',
    state,
    amountMicro: state === 'settled' && credit.refundedMicro > 0n ? credit.refundedMicro : credit.amountMicro,
    balanceChangeMicro: credit.refundedMicro,
  }
}

/**
 * Folds an authorization, its clearings and releases into one history row. Its amount is, while pending, what
 * cleared plus what is still held (what was asked when neither); once settled what cleared; else what was
 * asked; negative. What it does to the spendable balance: minus what is still held, minus what cleared; so a
 * declined or fully reversed purchase changes nothing. A refunded purchase is `refunded` (a cleared purchase,
 * `consumption`) and still takes what cleared: each refund is a row of its own, at its own time, so the
 * running balance moves when the money came back and a person sees both lines. A credit authorization is a
 * credit (`foldCredit`).
 */
export function foldPurchase(purchase: PurchaseToFold): FoldPurchaseReturnType {
  if (purchase.direction === 'credit') return foldCredit(purchase)
  const state = purchaseState(purchase)
  const pendingTotal = purchase.capturedMicro + purchase.heldMicro
  const spent =
    state === 'pending'
      ? pendingTotal > 0n
        ? pendingTotal
        : purchase.amountMicro
      : purchase.capturedMicro > 0n
        ? purchase.capturedMicro
        : purchase.amountMicro
  return {
    type: typeOfState[state],
    state,
    amountMicro: -spent,
    balanceChangeMicro: -purchase.heldMicro - purchase.capturedMicro,
  }
}
