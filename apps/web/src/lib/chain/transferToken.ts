import { erc20NoReturnAbi } from '@chaincard/domain'
import type { Address, Hash } from 'viem'
import type { ChainReader, PaymentWalletClient, PayToken } from './types'

export type TransferTokenParameters = {
  wallet: PaymentWalletClient
  reader: ChainReader
  token: Pick<PayToken, 'address' | 'isNative'>
  to: Address
  /** Base units of `token`. */
  amount: bigint
}

/**
 * Sends `amount` of `token` to `to` from the wallet's account and returns the hash (not yet mined).
 * ERC-20 transfers go through the no-return interface (mainnet USDT's `transfer` returns nothing; for a
 * standard token the returned bool is simply not decoded), simulated first so a transfer that would revert
 * never reaches the wallet. The native coin is a plain value transfer.
 */
export async function transferToken({
  wallet,
  reader,
  token,
  to,
  amount,
}: TransferTokenParameters): Promise<Hash> {
  const account = wallet.account
  if (token.isNative) {
    return wallet.sendTransaction({ account, chain: wallet.chain, to, value: amount })
  }
  const { request } = await reader.simulateContract({
    account: account.address,
    address: token.address,
    abi: erc20NoReturnAbi,
    functionName: 'transfer',
    args: [to, amount],
  })
  return wallet.writeContract({ ...request, account, chain: wallet.chain })
}
