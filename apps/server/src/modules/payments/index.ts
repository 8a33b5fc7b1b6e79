// Payments: reports, verification, crediting, confirmations. Other modules and flows go through here, never its repo/.
export { type MarkCreditsFinalReturnType, markCreditsFinal } from './repo/markCreditsFinal'
