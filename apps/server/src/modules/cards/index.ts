// Cards module: what other modules and flows may call (never its repo/).

export { recordLastPaymentHash } from './recordLastPaymentHash'
export { markCardDetailsShown } from './repo/markCardDetailsShown'
