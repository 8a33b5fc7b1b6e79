// Card history: one row per purchase, credits as rows of their own, signed, with a running balance.
export {
  type AddRunningBalanceParameters,
  type AddRunningBalanceReturnType,
  addRunningBalance,
} from './addRunningBalance'
export {
  type FoldLedgerEntryReturnType,
  foldLedgerEntry,
  HISTORY_LEDGER_KINDS,
  type HistoryLedgerKind,
  type LedgerEntryToFold,
  type LedgerMovement,
} from './foldLedgerEntry'
export {
  type FoldedRow,
  type FoldPurchaseReturnType,
  foldPurchase,
  type PurchaseToFold,
} from './foldPurchase'
export { getHistoryKind, type HistoryKind } from './getHistoryKind'
export { getTransactionDirection } from './getTransactionDirection'
export { historyDeclineReason } from './historyDeclineReason'
export { HISTORY_SKIP_MAX } from './historySkipMax'
export { floorToCent, shownBalance } from './shownBalance'
