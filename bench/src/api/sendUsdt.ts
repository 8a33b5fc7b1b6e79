import { createSandboxClient, erc20NoReturnAbi, type Manifest } from '@chaincard/devchain'
import type { Address, Hex, LocalAccount } from 'viem'

export type UsdtTransfer = { hash: Hex; nonce: number; blockNumber: bigint }

/**
 * Sends `amount` base units of the sandbox USDT from `account` to `to` and waits for its receipt (anvil in
 * automine mode puts it in a block of its own: that block is its first confirmation).
 */
export async function sendUsdt(
  rpcUrl: string,
  manifest: Manifest,
  account: LocalAccount,
  to: Address,
  amount: bigint,
): Promise<UsdtTransfer> {
  const client = createSandboxClient({ rpcUrl, chainId: manifest.chainId, account })
  const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const hash = await client.writeContract({
    address: manifest.tokens.USDT.address,
    abi: erc20NoReturnAbi,
    functionName: 'transfer',
    args: [to, amount],
    nonce,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`USDT transfer ${hash} reverted`)
  return { hash, nonce, blockNumber: receipt.blockNumber }
}
