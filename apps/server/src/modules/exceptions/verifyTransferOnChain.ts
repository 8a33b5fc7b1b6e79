import { decodeTransferLogs, NATIVE_TOKEN_ADDRESS } from '@chaincard/domain'
import {
  type Address,
  type Hash,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'

export type HeldTransfer = {
  txHash: Hash
  /** The Transfer log's index; -1 for the native coin (the transaction's own value). */
  logIndex: number
  token: Address
  to: Address
  amount: bigint
}

/**
 * The block holding the transfer an exception holds when it is still on the canonical chain (the receipt
 * exists and succeeded, and it still carries that Transfer log: token, recipient, amount; or for the native
 * coin the transaction still sends that value to the recipient), else null. A transfer a reorg removed must
 * never be credited.
 */
export async function verifyTransferOnChain(
  client: PublicClient,
  held: HeldTransfer,
): Promise<{ blockNumber: bigint } | null> {
  const receipt = await client.getTransactionReceipt({ hash: held.txHash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return null
    throw error
  })
  if (receipt?.status !== 'success') return null
  const found = { blockNumber: receipt.blockNumber }
  const to = held.to.toLowerCase()
  if (held.token.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()) {
    const tx = await client.getTransaction({ hash: held.txHash }).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return null
      throw error
    })
    return tx?.to?.toLowerCase() === to && tx.value === held.amount ? found : null
  }
  return decodeTransferLogs(receipt.logs, held.token).some(
    (t) => t.logIndex === held.logIndex && t.to === to && t.amount === held.amount,
  )
    ? found
    : null
}
