import { type Address, getAddress, type Hash, type Hex } from 'viem'

/** keccak256("Transfer(address,address,uint256)"). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef' as const

/** The fields of an eth_getLogs / receipt log this module reads (viem's Log and RPC logs both fit). */
export type RawLog = {
  address: Address
  topics: readonly Hex[]
  data: Hex
  blockNumber: bigint | null
  blockHash: Hash | null
  transactionHash: Hash | null
  logIndex: number | null
  removed?: boolean
}

/** One ERC-20 Transfer, amounts in token base units; addresses (token included) lowercase. */
export type TokenTransfer = {
  token: Address
  txHash: Hash
  logIndex: number
  blockNumber: bigint
  blockHash: Hash
  from: Address
  to: Address
  amount: bigint
}

const topicToAddress = (topic: Hex): Address => `0x${topic.slice(26).toLowerCase()}` as Address

/**
 * Keeps the ERC-20 `Transfer` logs emitted by `token` (or by any of `token` when given several; 3 topics,
 * 32-byte data: an ERC-721 Transfer, which indexes its third argument, never matches) and decodes them.
 * Pending or removed logs are skipped.
 */
export function decodeTransferLogs(
  logs: readonly RawLog[],
  token: Address | readonly Address[],
): TokenTransfer[] {
  const tokens = new Set((typeof token === 'string' ? [token] : token).map((t) => t.toLowerCase()))
  const out: TokenTransfer[] = []
  for (const log of logs) {
    if (log.removed) continue
    const emitter = log.address.toLowerCase()
    if (!tokens.has(emitter)) continue
    if (log.topics.length !== 3 || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) continue
    if (log.data.length !== 66) continue
    if (log.blockNumber === null || log.blockHash === null || log.transactionHash === null) continue
    if (log.logIndex === null) continue
    out.push({
      token: emitter as Address,
      txHash: log.transactionHash.toLowerCase() as Hash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash.toLowerCase() as Hash,
      from: topicToAddress(log.topics[1] as Hex),
      to: topicToAddress(log.topics[2] as Hex),
      amount: BigInt(log.data),
    })
  }
  return out
}

/** Transfers whose recipient is `address` (any case), and their sum in base units. */
export function transfersTo(
  transfers: readonly TokenTransfer[],
  address: Address,
): { transfers: TokenTransfer[]; total: bigint } {
  const target = address.toLowerCase()
  const matched = transfers.filter((t) => t.to === target && t.amount > 0n)
  return { transfers: matched, total: matched.reduce((sum, t) => sum + t.amount, 0n) }
}

/** Distinct recipients of a batch, checksummed-agnostic (lowercase), for one lookup of receiving addresses. */
export function recipientsOf(transfers: readonly TokenTransfer[]): Address[] {
  return [...new Set(transfers.map((t) => t.to))].map((a) => getAddress(a).toLowerCase() as Address)
}
