import { decodeTransferLogs, type PayoutRefusal } from '@chaincard/domain'
import { type Address, type Hash, TransactionReceiptNotFoundError } from 'viem'
import { AppError } from '../../errors'
import type { ChainClient } from '../../plugins/chainClients'

export type VerifyPayoutParameters = {
  chain: ChainClient
  txHash: Hash
  /** The stablecoin the withdrawal pays (lowercase or EIP-55). */
  token: string
  /** The recipient (lowercase or EIP-55). */
  recipient: string
  /** Base units the recipient must receive in one transfer. */
  tokenAmount: bigint
}

export type VerifyPayoutResult =
  | { ok: true; blockNumber: bigint; confirmations: number }
  | { ok: false; refusal: PayoutRefusal; confirmations?: number; required?: number }

/**
 * Whether a transaction pays a withdrawal, read from the chain: it exists and succeeded, it carries a Transfer of
 * the withdrawal's token to the recipient of exactly the amount, and its block has the chain's required
 * confirmations. Reads only; an RPC node that does not answer is 503 `upstream_unavailable` (safe to retry).
 */
export async function verifyPayout(p: VerifyPayoutParameters): Promise<VerifyPayoutResult> {
  const { client, runtime } = p.chain
  try {
    let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>>
    try {
      receipt = await client.getTransactionReceipt({ hash: p.txHash })
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return { ok: false, refusal: 'not_found' }
      throw error
    }
    if (receipt.status !== 'success') return { ok: false, refusal: 'reverted' }
    const token = p.token.toLowerCase() as Address
    const transfers = decodeTransferLogs(receipt.logs, token)
    if (transfers.length === 0) return { ok: false, refusal: 'wrong_token' }
    const toRecipient = transfers.filter((t) => t.to === p.recipient.toLowerCase())
    if (toRecipient.length === 0) return { ok: false, refusal: 'wrong_recipient' }
    if (!toRecipient.some((t) => t.amount === p.tokenAmount)) return { ok: false, refusal: 'wrong_amount' }
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const confirmations = head < receipt.blockNumber ? 0 : Number(head - receipt.blockNumber + 1n)
    if (confirmations < runtime.requiredConfirmations) {
      return { ok: false, refusal: 'unconfirmed', confirmations, required: runtime.requiredConfirmations }
    }
    return { ok: true, blockNumber: receipt.blockNumber, confirmations }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('upstream_unavailable', `chain ${runtime.id} did not answer; try again`, {
      cause: error,
    })
  }
}
