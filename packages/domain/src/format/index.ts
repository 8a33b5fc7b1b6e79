// Display formatting: card numbers, transaction ids, addresses, amounts, percents.
export { type FormatAmountOptions, formatAmount } from './formatAmount'
export { formatCardNumber, maskCardNumber } from './formatCardNumber'
export { formatPercent } from './formatPercent'
export { shortenAddress } from './shortenAddress'
export { shortTxId } from './shortTxId'
