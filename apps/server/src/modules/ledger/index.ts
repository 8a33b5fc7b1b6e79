// Money's one home at the bottom of the server (DESIGN "Layout"): lock a card row, post a ledger entry,
// settle final credits into the balance, reverse a credit whose transfer left the chain. Every module that
// moves money calls these; none writes card money columns itself.
export { type LockedCard, lockCard } from './lockCard'
export {
  type PostLedgerEntryParameters,
  type PostLedgerEntryReturnType,
  postLedgerEntry,
} from './postLedgerEntry'
export { type ReverseCreditParameters, type ReverseCreditReturnType, reverseCredit } from './reverseCredit'
export {
  SETTLEABLE_STATUSES,
  type SettleCardParameters,
  type SettleCardReturnType,
  type SettleCreditPartParameters,
  settleCard,
  settleCreditPart,
} from './settleCard'
