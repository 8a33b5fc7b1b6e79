// On-chain calls of the top-up (SPEC section 7), over viem: they run with a browser wallet client (wagmi)
// and with a local-account wallet client in Node alike.

export { erc20NoReturnAbi } from '@chaincard/domain'
export { type ApproveExactAmountParameters, approveExactAmount } from './approveExactAmount'
export {
  ApprovalFailedError,
  NoPaymentLogsError,
  TransactionCancelledError,
  TransactionRevertedError,
  WalletClientUnavailableError,
} from './errors'
export { getChainReader } from './getChainReader'
export { isUserRejection } from './isUserRejection'
export { lookupTransaction } from './lookupTransaction'
export { readTokenBalance } from './readTokenBalance'
export { readTokenBalances } from './readTokenBalances'
export { readTokenDecimals } from './readTokenDecimals'
export { type SwapTransactionRequest, sendSwapTransaction } from './sendSwapTransaction'
export { toViemChain } from './toViemChain'
export { type TransferTokenParameters, transferToken } from './transferToken'
export type { ChainReader, PaymentWalletClient, PayToken } from './types'
export {
  PAYMENT_RECEIPT_TIMEOUT_MS,
  type WaitForPaymentReceiptParameters,
  type WaitForPaymentReceiptReturnType,
  waitForPaymentReceipt,
} from './waitForPaymentReceipt'
export { getPaymentWalletClient, setWalletClientSource, type WalletClientSource } from './walletClientSource'
