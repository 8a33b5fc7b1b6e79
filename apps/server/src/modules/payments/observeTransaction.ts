import { decodeTransferLogs, type TokenTransfer, transfersTo } from '@chaincard/domain'
import {
  type Address,
  type Hash,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { WatcherRpc } from '../../runtime/chain/WatcherRpc'

export type ObserveTransactionParameters = {
  client: PublicClient
  hash: Hash
  /** Order-currency token of the chain and its symbol (for reasons shown to users). */
  token: Address
  tokenSymbol: string
  /** The card's receiving address. */
  recipient: Address
  requiredConfirmations: number
  /** Sender and nonce from the report, to tell a replaced transaction from a slow one. */
  report?: { sender: Address; nonce: number } | null | undefined
  /** Each RPC call goes through it (the background check passes the watcher's, which waits out rate limits). */
  rpc?: WatcherRpc | undefined
}

/** Calls the node directly (a report's own check, answered within its request). */
export const directRpc: WatcherRpc = (_method, call) => call()

/** What the chain says about a reported transaction, as facts (no decision: transitionPayment decides). */
export type TransactionObservation =
  | { kind: 'pending' }
  | { kind: 'missing'; nonceUsed: boolean }
  | { kind: 'reverted'; blockNumber: bigint }
  | { kind: 'no_match'; reason: string; blockNumber: bigint }
  | {
      kind: 'included'
      blockNumber: bigint
      blockHash: Hash
      confirmations: number
      /** Checked only once confirmations reach the requirement (the block hash is still canonical). */
      canonical: boolean
      transfers: TokenTransfer[]
      amount: bigint
    }

/**
 * Reads a transaction's receipt and classifies it: success with Transfer logs of the order-currency token
 * to the card's address (`included`, with confirmations and, when enough, a canonical-hash re-check),
 * reverted, no matching transfer, still in the mempool, or unknown (with whether the sender's nonce has
 * been used since, i.e. the transaction was replaced or cancelled).
 */
export async function observeTransaction(p: ObserveTransactionParameters): Promise<TransactionObservation> {
  const rpc = p.rpc ?? directRpc
  const receipt = await rpc('eth_getTransactionReceipt', () =>
    p.client.getTransactionReceipt({ hash: p.hash }),
  ).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return null
    throw error
  })
  if (!receipt) {
    const pending = await rpc('eth_getTransactionByHash', () =>
      p.client.getTransaction({ hash: p.hash }),
    ).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return null
      throw error
    })
    if (pending) return { kind: 'pending' }
    let nonceUsed = false
    if (p.report) {
      const { sender } = p.report
      const count = await rpc('eth_getTransactionCount', () =>
        p.client.getTransactionCount({ address: sender, blockTag: 'latest' }),
      )
      nonceUsed = count > p.report.nonce
    }
    return { kind: 'missing', nonceUsed }
  }
  if (receipt.status !== 'success') return { kind: 'reverted', blockNumber: receipt.blockNumber }
  const all = decodeTransferLogs(receipt.logs, p.token)
  const mine = transfersTo(all, p.recipient)
  if (mine.total === 0n) {
    const reason =
      all.length === 0
        ? `no ${p.tokenSymbol} transfer in this transaction`
        : `no ${p.tokenSymbol} transfer to this card's receiving address`
    return { kind: 'no_match', reason, blockNumber: receipt.blockNumber }
  }
  const head = await rpc('eth_blockNumber', () => p.client.getBlockNumber({ cacheTime: 0 }))
  const confirmations = head >= receipt.blockNumber ? Number(head - receipt.blockNumber) + 1 : 0
  let canonical = true
  if (confirmations >= p.requiredConfirmations) {
    const block = await rpc('eth_getBlockByNumber', () =>
      p.client.getBlock({ blockNumber: receipt.blockNumber }),
    )
    canonical = block.hash?.toLowerCase() === receipt.blockHash.toLowerCase()
  }
  return {
    kind: 'included',
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash.toLowerCase() as Hash,
    confirmations,
    canonical,
    transfers: mine.transfers,
    amount: mine.total,
  }
}
