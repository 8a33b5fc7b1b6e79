import { erc20NoReturnAbi } from '@chaincard/domain'
import {
  type Address,
  type Hash,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  type ReplacementReason,
  type TransactionReceipt,
} from 'viem'
import { NoPaymentLogsError, TransactionCancelledError, TransactionRevertedError } from './errors'
import type { ChainReader } from './types'

/** How long the app waits for a payment to be mined before giving up (the server still watches after). */
const PAYMENT_RECEIPT_TIMEOUT_MS = 15 * 60_000

export type WaitForPaymentReceiptParameters = {
  reader: ChainReader
  hash: Hash
  /** Sender and nonce of the sent transaction: lets the wait find a replacement even if the node dropped it. */
  replacement?: { from: Address; nonce: number; to?: Address | null; input?: Hex; value?: bigint }
  /** The payment the transaction must carry: a Transfer of `token` (the order currency) to `to`. */
  payment: { token: Address; to: Address }
  timeoutMs?: number
  /** Called when the wallet replaced the transaction (sped up or changed) before it was mined. */
  onReplaced?: (replacement: { reason: ReplacementReason; hash: Hash }) => void
}

export type WaitForPaymentReceiptReturnType = {
  /** The hash to report: the replacement's when the transaction was replaced (not cancelled). */
  hash: Hash
  receipt: TransactionReceipt
  /** Why the original hash was replaced, or null. */
  replaced: Exclude<ReplacementReason, 'cancelled'> | null
  /** Sum of the order-currency Transfer logs to the receiving address, base units. */
  paid: bigint
}

/**
 * Waits for the payment's receipt (1 confirmation). Follows a replacement (repriced or replaced) to its
 * hash; a cancellation throws TransactionCancelledError, a reverted receipt TransactionRevertedError, and a
 * receipt without logs, or without a Transfer of the order currency to the receiving address,
 * NoPaymentLogsError (SPEC section 4: "receipt unsuccessful or without logs").
 */
export async function waitForPaymentReceipt({
  reader,
  hash,
  replacement,
  payment,
  timeoutMs = PAYMENT_RECEIPT_TIMEOUT_MS,
  onReplaced,
}: WaitForPaymentReceiptParameters): Promise<WaitForPaymentReceiptReturnType> {
  let replaced: { reason: ReplacementReason; hash: Hash } | null = null
  const receipt = await reader.waitForTransactionReceipt({
    hash,
    confirmations: 1,
    timeout: timeoutMs,
    ...(replacement ? { replacement } : {}),
    onReplaced: (response) => {
      replaced = { reason: response.reason, hash: response.transaction.hash }
      onReplaced?.(replaced)
    },
  })
  const final = receipt.transactionHash
  const replacedWith = replaced as { reason: ReplacementReason; hash: Hash } | null
  if (replacedWith?.reason === 'cancelled') {
    throw new TransactionCancelledError({ hash, replacementHash: final })
  }
  if (receipt.status !== 'success') throw new TransactionRevertedError({ hash: final })
  if (receipt.logs.length === 0) throw new NoPaymentLogsError({ hash: final })

  const transfers = parseEventLogs({ abi: erc20NoReturnAbi, eventName: 'Transfer', logs: receipt.logs })
  const paid = transfers
    .filter((log) => isAddressEqual(log.address, payment.token) && isAddressEqual(log.args.to, payment.to))
    .reduce((sum, log) => sum + log.args.value, 0n)
  if (paid === 0n) throw new NoPaymentLogsError({ hash: final })

  return {
    hash: final,
    receipt,
    replaced: replacedWith ? replacedWith.reason : null,
    paid,
  }
}
