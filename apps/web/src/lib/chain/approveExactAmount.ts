import { erc20NoReturnAbi } from '@chaincard/domain'
import type { Address, Hash } from 'viem'
import { ApprovalFailedError } from './errors'
import type { ChainReader, PaymentWalletClient } from './types'

export type ApproveExactAmountParameters = {
  wallet: PaymentWalletClient
  reader: ChainReader
  token: Address
  spender: Address
  /** Base units the spender must be able to pull. */
  amount: bigint
  /** Called with each approval hash as soon as the wallet returns it. */
  onApproval?: (hash: Hash) => void
}

export type ApproveExactAmountReturnType = {
  /** Approval transactions sent (empty when the allowance already covered the amount). */
  hashes: Hash[]
}

/**
 * Makes sure `spender` may pull `amount` of `token`: reads the allowance and, only when it is short,
 * approves exactly `amount` (never an unlimited allowance) and waits 1 confirmation. A token that refuses
 * to change a non-zero allowance (USDT's rule) is first set to 0. Throws ApprovalFailedError when an
 * approval reverts; wallet refusals are rethrown as they are.
 */
export async function approveExactAmount({
  wallet,
  reader,
  token,
  spender,
  amount,
  onApproval,
}: ApproveExactAmountParameters): Promise<ApproveExactAmountReturnType> {
  const owner = wallet.account.address
  const allowance = await reader.readContract({
    address: token,
    abi: erc20NoReturnAbi,
    functionName: 'allowance',
    args: [owner, spender],
  })
  if (allowance >= amount) return { hashes: [] }

  const hashes: Hash[] = []
  const approve = async (value: bigint) => {
    const { request } = await reader.simulateContract({
      account: owner,
      address: token,
      abi: erc20NoReturnAbi,
      functionName: 'approve',
      args: [spender, value],
    })
    const hash = await wallet.writeContract({ ...request, account: wallet.account, chain: wallet.chain })
    hashes.push(hash)
    onApproval?.(hash)
    const receipt = await reader.waitForTransactionReceipt({ hash, confirmations: 1 })
    if (receipt.status !== 'success') throw new ApprovalFailedError({ hash })
  }

  if (allowance > 0n && !(await canApproveDirectly(reader, owner, token, spender, amount))) {
    await approve(0n)
  }
  await approve(amount)
  return { hashes }
}

async function canApproveDirectly(
  reader: ChainReader,
  owner: Address,
  token: Address,
  spender: Address,
  amount: bigint,
): Promise<boolean> {
  try {
    await reader.simulateContract({
      account: owner,
      address: token,
      abi: erc20NoReturnAbi,
      functionName: 'approve',
      args: [spender, amount],
    })
    return true
  } catch {
    return false
  }
}
