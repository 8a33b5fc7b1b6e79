import type { Address, Hash, Hex } from 'viem'
import type { PaymentWalletClient } from './types'

export type SwapTransactionRequest = { to: Address; data: Hex; value: bigint }

/** Sends the swap quote's transaction (router, calldata, native value) from the wallet; returns its hash. */
export function sendSwapTransaction({
  wallet,
  request,
}: {
  wallet: PaymentWalletClient
  request: SwapTransactionRequest
}): Promise<Hash> {
  return wallet.sendTransaction({
    account: wallet.account,
    chain: wallet.chain,
    to: request.to,
    data: request.data,
    value: request.value,
  })
}
