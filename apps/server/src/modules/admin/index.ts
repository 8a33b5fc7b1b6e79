// The admin module's one door: what the rest of the server may use of it.
export { expireCard, suspendCard } from './adminCardActions'
export { lockCardByOperator, unlockCardByOperator } from './operatorCardLock'
export { retryIssuance } from './retryIssuance'
export { setUserState } from './setUserState'
