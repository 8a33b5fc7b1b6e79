// Payments: reports, verification, crediting, confirmations. Other modules and flows go through here, never its repo/.
export { markCreditsFinal } from './repo/markCreditsFinal'
