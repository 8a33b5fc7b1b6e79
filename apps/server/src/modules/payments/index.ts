// Payments: reports, verification, crediting, confirmations. Other modules and flows go through here, never its repo/.

export { cancelOrderPayment } from './cancelOrderPayment'
export { changeOrderCurrency } from './changeOrderCurrency'
export { creditPayments } from './creditPayment'
export { DEPOSIT_HOLD_MESSAGES } from './depositHoldMessage'
export { getPaymentConfirmations } from './getPaymentConfirmations'
export { getTopupInfo } from './getTopupInfo'
export { handleReorgedPayment } from './handleReorgedPayment'
export { listCardDeposits } from './listCardDeposits'
export { createPaymentCheckBackoff } from './paymentCheckBackoff'
export { processOpenPayments } from './processOpenPayments'
export { markCreditsFinal } from './repo/markCreditsFinal'
export { reportPayment } from './reportPayment'
