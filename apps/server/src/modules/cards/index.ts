// Cards module: what other modules and flows may call (never its repo/).

export { findCardByDepositAddress } from './findCardByDepositAddress'
export { isTopupDisabled } from './isTopupDisabled'
export { recordLastPaymentHash } from './recordLastPaymentHash'
export { markCardDetailsShown } from './repo/markCardDetailsShown'
