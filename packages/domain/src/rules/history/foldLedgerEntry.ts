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
  /** Of a credit: micro-USD taken back by a reorg before it settled (0 otherwise). */
  reversedMicro: bigint
}

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
 * credit) is positive at what was credited; it adds to the balance what of it has settled, and is `settled`
 * once all of it has, `reversed` when a reorg took back what had not, `pending` until then. A movement of the
 * balance itself (a refund without an authorization of ours, an adjustment, a refund taken back, a correction)
 * is settled at once, at its sign.
 */
export function foldLedgerEntry(entry: LedgerEntryToFold): FoldLedgerEntryReturnType {
  const type = typeOfKind[entry.kind]
  if (entry.pendingDeltaMicro > 0n) {
    const credited = entry.pendingDeltaMicro
    const state =
      entry.settledMicro >= credited ? 'settled' : entry.reversedMicro > 0n ? 'reversed' : 'pending'
    return { type, state, amountMicro: credited, balanceChangeMicro: entry.settledMicro }
  }
  return {
    type,
    state: 'settled',
    amountMicro: entry.balanceDeltaMicro,
    balanceChangeMicro: entry.balanceDeltaMicro,
  }
}
