// Money's one home at the bottom of the server (DESIGN "Layout"): lock a card row, post a ledger entry,
// settle final credits into the balance, reverse a credit whose transfer left the chain. Every module that
// moves money calls these; none writes card money columns itself.

export { availableBalance } from './availableBalance'
export { growHold } from './growHold'
export { holdPlacementCtes, type NewHold } from './holdPlacementSql'
export { lockCard } from './lockCard'
export { postLedgerEntry } from './postLedgerEntry'
export { postTopupCredits, type TopupCredit } from './postTopupCredits'
export { findLedgerEntry } from './repo/findLedgerEntry'
// Money over a card's maximum moved to another card, or taken out for a refund.
export { type LockedPairCard, lockCardPair } from './repo/lockCardPair'
export { reverseCredit } from './reverseCredit'
export { setHold } from './setHold'
// Settlement: final credits from pending into the balance, each part once; the caller says what follows a part.
export { oldestUnsettledCredit } from './settlement/oldestUnsettledCredit'
export {
  SETTLEABLE_STATUSES,
  type SettledPart,
  settleCard,
  settleCreditPart,
} from './settlement/settleCard'
export { settlePendingTopups } from './settlement/settlePendingTopups'
export { takePendingExcess } from './takePendingExcess'
export { transferPending } from './transferPending'
