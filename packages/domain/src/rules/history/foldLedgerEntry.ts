import type { TransactionType } from '../../schemas/transactions'
import type { FoldedRow } from './foldPurchase'

/**
 * Ledger movements that are history rows of their own. A top-up's settlement and reorg reversal are part of
 * its credit's row; a purchase debit and a refund of an authorization of ours are part of the purchase's row.
 * A refund the merchant takes back (`return_reversal`) and the issuer's correction of a cleared amount
 * (`correction`) are rows of their own, whatever they refer to, and so is a dispute's credit or its reversal
 * (`dispute`). A withdrawal's amount and fee leaving the card, and their return when it failed, are rows too.
 */
export const HISTORY_LEDGER_KINDS = [
  'topup_credit',
  'redeem',
  'exception_credit',
  'refund',
  'adjustment',
  'reversal',
  'return_reversal',
  'correction',
  'dispute',
  'withdrawal',
  'withdrawal_return',
] as const

export type HistoryLedgerKind = (typeof HISTORY_LEDGER_KINDS)[number]

/** A ledger row with, for a credit, what has become of it (its `card_credits` row). */
export type LedgerEntryToFold = {
  kind: HistoryLedgerKind
  /** Signed micro-USD the row added to the pending top-up (> 0: a credit waiting to settle). */
  pendingDeltaMicro: bigint
  /** Signed micro-USD the row added to the balance. */
  balanceDeltaMicro: bigint
  /** Of a credit: micro-USD that has settled into the balance so far (0 otherwise). */
  settledMicro: bigint
  /** Of a credit: micro-USD no longer pending without settling: taken back by a reorg, or taken (below). */
  reversedMicro: bigint
  /**
   * Of a credit: the part of `reversedMicro` that left on the owner's request (moved to another card,
   * refunded); it is a row of its own, so the credit shows what stayed. Absent: 0.
   */
  takenMicro?: bigint | undefined
  /**
   * What the row moved between the owner's cards or back to them, when it did: the money leaving a pending
   * top-up for another card (`transfer_out`) or back to its sender (`topup_refund`), and the credit that arrived
   * on the other card (`transfer_in`). Absent: none.
   */
  movement?: LedgerMovement | null | undefined
}

/** A ledger row that moved pending money on the owner's request (see `LedgerEntryToFold.movement`). */
export type LedgerMovement = 'transfer_out' | 'transfer_in' | 'topup_refund'

export type FoldLedgerEntryReturnType = FoldedRow

const typeOfKind = {
  topup_credit: 'topup',
  redeem: 'reward',
  exception_credit: 'credit',
  refund: 'refund',
  adjustment: 'adjustment',
  reversal: 'adjustment',
  return_reversal: 'return_reversal',
  correction: 'correction',
  dispute: 'dispute',
  withdrawal: 'withdrawal',
  withdrawal_return: 'withdrawal_return',
} as const satisfies Record<HistoryLedgerKind, TransactionType>

/**
 * Folds a ledger movement with its settlement into one history row. A credit (top-up, reward, operator's
 * credit, money moved in from another card) is positive at what was credited less what its owner moved or
 * had refunded of it (that part is a row of its own: the two add up to what came in); it adds to the balance
 * what of it has settled, and is `settled` once all of what stayed has, `reversed` when a reorg took back what
 * had not, `pending` until then. What left a pending top-up on the owner's request is a debit of its own that
 * never touched the balance. A movement of the balance itself (a refund without an authorization of ours, an
 * adjustment, a refund taken back, a correction) is settled at once, at its sign.
 */
export function foldLedgerEntry(entry: LedgerEntryToFold): FoldLedgerEntryReturnType {
  const type = entry.movement ?? typeOfKind[entry.kind]
  if (entry.pendingDeltaMicro > 0n) {
    const taken = entry.takenMicro ?? 0n
    const stayed = entry.pendingDeltaMicro - taken
    const reorged = entry.reversedMicro - taken
    const state = entry.settledMicro >= stayed ? 'settled' : reorged > 0n ? 'reversed' : 'pending'
    return { type, state, amountMicro: stayed, balanceChangeMicro: entry.settledMicro }
  }
  if (entry.movement && entry.pendingDeltaMicro < 0n && entry.balanceDeltaMicro === 0n) {
    return { type, state: 'settled', amountMicro: entry.pendingDeltaMicro, balanceChangeMicro: 0n }
  }
  return {
    type,
    state: 'settled',
    amountMicro: entry.balanceDeltaMicro,
    balanceChangeMicro: entry.balanceDeltaMicro,
  }
}
