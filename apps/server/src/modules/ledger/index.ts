// Money's one home at the bottom of the server (DESIGN "Layout"): lock a card row, post a ledger entry,
// settle final credits into the balance, reverse a credit whose transfer left the chain. Every module that
// moves money calls these; none writes card money columns itself.
export { type LockedCard, lockCard } from './lockCard'
export {
  type PostLedgerEntryParameters,
  type PostLedgerEntryReturnType,
  postLedgerEntry,
} from './postLedgerEntry'
export { findLedgerEntry, type LedgerEntry } from './repo/findLedgerEntry'
// Issue 31: money over a card's maximum moved to another card, or taken out for a refund.
export { type LockedPairCard, lockCardPair } from './repo/lockCardPair'
export { type ReverseCreditParameters, type ReverseCreditReturnType, reverseCredit } from './reverseCredit'
export {
  type OnPartSettled,
  SETTLEABLE_STATUSES,
  type SettleCardParameters,
  type SettleCardReturnType,
  type SettleCreditPartParameters,
  type SettledPart,
  settleCard,
  settleCreditPart,
} from './settleCard'
export { type TakePendingExcessParameters, takePendingExcess } from './takePendingExcess'
export { type TransferPendingParameters, transferPending } from './transferPending'
