// Payments: reports, verification, crediting, confirmations. Other modules and flows go through here, never its repo/.
export { creditPayments } from './creditPayment'
export { handleReorgedPayment } from './handleReorgedPayment'
export { markCreditsFinal } from './repo/markCreditsFinal'
