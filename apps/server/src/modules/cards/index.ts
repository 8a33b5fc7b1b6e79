// Cards module barrel: the functions the payments module builds on (server_contract.md "Interfaces").

export { isCardExpired } from '@chaincard/domain'
export type { CardLedgerKind, CardRow } from '../../db/schema/cards'
export {
  type ApproveProcessingApplicationsOptions,
  approveProcessingApplications,
} from '../issuer/approveProcessingApplications'
export {
  type OnFirstPaymentConfirmedReturnType,
  onFirstPaymentConfirmed,
} from '../orders/onFirstPaymentConfirmed'
export { setOrderNew, setOrderPending } from '../orders/setOrderStatus'
export { findCardByDepositAddress } from './findCardByDepositAddress'
export { findOwnedCard } from './findOwnedCard'
export { getUserState } from './getUserState'
export { isTopupDisabled } from './isTopupDisabled'
export { recordLastPaymentHash } from './recordLastPaymentHash'
export { markCardDetailsShown } from './repo/markCardDetailsShown'
export { requireOwnedCard } from './requireOwnedCard'
