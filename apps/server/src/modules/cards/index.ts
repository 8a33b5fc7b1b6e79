// Cards module: what other modules and flows may call (never its repo/).

export { confirmCardDetails } from './confirmCardDetails'
export { getCard } from './getCard'
export { getDisplayName } from './getDisplayName'
export { getOrder } from './getOrder'
export { getThreeDs } from './getThreeDs'
export { listCards } from './listCards'
export { listPendingTransactions } from './listPendingTransactions'
export { listTransactions } from './listTransactions'
export { recordCardReveal } from './recordCardReveal'
export { markCardDetailsShown } from './repo/markCardDetailsShown'
export { requireFirstShowing, requireReveal } from './requireCardDetailsAccess'
export { setCardLock } from './setCardLock'
