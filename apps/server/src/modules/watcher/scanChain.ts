import { inArray } from 'drizzle-orm'
import type { Hash, PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import { cards } from '../../db/schema/cards'
import { creditPayment } from '../payments/creditPayment'
import {
  decodeTransferLogs,
  recipientsOf,
  type TokenTransfer,
  TRANSFER_TOPIC,
} from '../payments/decodeTransferLogs'
import type { PaymentsContext } from '../payments/paymentsContext'
import { readCursor, saveCursor } from './cursor'
import { scanRanges } from './scanRanges'

/** Blocks per eth_getLogs call at most (a common provider limit); halves on refusal. */
export const MAX_LOG_SPAN = 2_000n
/** Blocks one tick scans at most, so a long catch-up (a rescan from far back) never outlives its lease. */
export const MAX_BLOCKS_PER_TICK = 20_000n
/** How far the cursor steps back when the block before it is no longer canonical (a deep reorg). */
export const REORG_REWIND = 64n

export type ScanChainParameters = {
  ctx: PaymentsContext
  chain: ChainRuntime
  client: PublicClient
  /** Where a chain without a cursor starts: `head` (production) or `genesis` (sandbox). */
  startAt: 'head' | 'genesis'
  /** Span to try first (kept between ticks by the caller). */
  span?: bigint
  /** Count of RPC calls this tick made (benchmarks). */
  onRpcCall?: (method: string) => void
  /**
   * What to do with a range's decoded transfers before the cursor passes it; default: credit the ones to
   * receiving addresses (creditMatches). Benchmarks pass matchTransfers-based counters to time the scan alone.
   */
  handleTransfers?: (ctx: PaymentsContext, chain: ChainRuntime, transfers: TokenTransfer[]) => Promise<number>
}

export type ScanChainReturnType = {
  fromBlock: bigint
  toBlock: bigint
  scanned: bigint
  transfers: number
  credited: number
  span: bigint
  rewound: boolean
}

/**
 * One watcher tick on one chain: every Transfer log of the chain's order-currency token in the blocks that
 * already have the required confirmations, from the persisted cursor on, matched against the receiving
 * addresses (one database lookup per range for the recipients seen, so the RPC cost never grows with the
 * number of cards) and credited exactly once. The cursor moves only after a range's credits committed, so
 * a crash or a restart rescans rather than skips; the credit's unique keys make the rescan harmless.
 * The hash of the block before the cursor is re-checked first: if a reorg replaced it, the cursor steps back.
 */
export async function scanChain(p: ScanChainParameters): Promise<ScanChainReturnType> {
  const { ctx, chain, client } = p
  const count = (method: string) => p.onRpcCall?.(method)
  const token = chain.orderCurrency.token.address
  count('eth_blockNumber')
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const confirmedHead = head - BigInt(chain.requiredConfirmations - 1)
  let cursor = await readCursor(ctx.db, chain.id)
  if (!cursor) {
    const start = p.startAt === 'genesis' ? 0n : confirmedHead + 1n < 0n ? 0n : confirmedHead + 1n
    cursor = { nextBlock: start, prevBlockHash: null }
    await saveCursor(ctx.db, chain.id, cursor, ctx.now())
  }
  let rewound = false
  if (cursor.prevBlockHash && cursor.nextBlock > 0n && cursor.nextBlock - 1n <= head) {
    count('eth_getBlockByNumber')
    const previous = await client.getBlock({ blockNumber: cursor.nextBlock - 1n })
    if (previous.hash?.toLowerCase() !== cursor.prevBlockHash) {
      const back = cursor.nextBlock > REORG_REWIND ? cursor.nextBlock - REORG_REWIND : 0n
      cursor = { nextBlock: back, prevBlockHash: null }
      await saveCursor(ctx.db, chain.id, cursor, ctx.now())
      rewound = true
    }
  }
  const fromBlock = cursor.nextBlock
  const toBlock =
    confirmedHead < fromBlock + MAX_BLOCKS_PER_TICK - 1n
      ? confirmedHead
      : fromBlock + MAX_BLOCKS_PER_TICK - 1n
  const result: ScanChainReturnType = {
    fromBlock,
    toBlock,
    scanned: 0n,
    transfers: 0,
    credited: 0,
    span: p.span ?? MAX_LOG_SPAN,
    rewound,
  }
  if (fromBlock > toBlock) return result

  const scan = await scanRanges({
    fromBlock,
    toBlock,
    span: p.span ?? MAX_LOG_SPAN,
    maxSpan: MAX_LOG_SPAN,
    fetch: (from, to) => {
      count('eth_getLogs')
      return client.request({
        method: 'eth_getLogs',
        params: [{ address: token, topics: [TRANSFER_TOPIC], fromBlock: toHex(from), toBlock: toHex(to) }],
      })
    },
    onRange: async (rawLogs, from, to) => {
      const transfers = decodeTransferLogs(
        rawLogs.map((l) => ({
          address: l.address,
          topics: l.topics,
          data: l.data,
          blockNumber: l.blockNumber === null ? null : BigInt(l.blockNumber),
          blockHash: l.blockHash,
          transactionHash: l.transactionHash,
          logIndex: l.logIndex === null ? null : Number(l.logIndex),
          removed: l.removed,
        })),
        token,
      )
      result.transfers += transfers.length
      result.credited += await (p.handleTransfers ?? creditMatches)(ctx, chain, transfers)
      ctx.faults?.beforeCursorSave?.({ chainId: chain.id, fromBlock: from, toBlock: to })
      // The hash of `to` is only known when the range had a log in it; otherwise the next tick fetches it.
      const last = transfers.findLast((t) => t.blockNumber === to)
      await saveCursor(
        ctx.db,
        chain.id,
        { nextBlock: to + 1n, prevBlockHash: last?.blockHash ?? null },
        ctx.now(),
      )
      result.scanned += to - from + 1n
    },
  })
  result.span = scan.span
  // Remember the hash of the last scanned block for the reorg check of the next tick.
  count('eth_getBlockByNumber')
  const lastBlock = await client.getBlock({ blockNumber: toBlock })
  const saved = await readCursor(ctx.db, chain.id)
  if (saved && saved.nextBlock === toBlock + 1n && lastBlock.hash) {
    await saveCursor(ctx.db, chain.id, { ...saved, prevBlockHash: lastBlock.hash.toLowerCase() }, ctx.now())
  }
  return result
}

export type TransferGroup = { cardId: string; txHash: Hash; transfers: TokenTransfer[] }

/**
 * The transfers that go to a receiving address, grouped per (transaction, card): one database lookup per
 * 1,000 distinct recipients of the batch, whatever the number of cards.
 */
export async function matchTransfers(
  ctx: PaymentsContext,
  transfers: TokenTransfer[],
): Promise<TransferGroup[]> {
  if (transfers.length === 0) return []
  const recipients = recipientsOf(transfers)
  const owners = new Map<string, string>()
  for (let i = 0; i < recipients.length; i += 1_000) {
    const rows = await ctx.db
      .select({ id: cards.id, depositAddress: cards.depositAddress })
      .from(cards)
      .where(inArray(cards.depositAddress, recipients.slice(i, i + 1_000)))
    for (const row of rows) owners.set(row.depositAddress, row.id)
  }
  const groups = new Map<string, TransferGroup>()
  for (const t of transfers) {
    const cardId = owners.get(t.to)
    if (!cardId || t.amount === 0n) continue
    const key = `${t.txHash}:${cardId}`
    const group = groups.get(key) ?? { cardId, txHash: t.txHash, transfers: [] }
    group.transfers.push(t)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** Credits the transfers that go to a receiving address, one payment per (transaction, card). */
export async function creditMatches(
  ctx: PaymentsContext,
  chain: ChainRuntime,
  transfers: TokenTransfer[],
): Promise<number> {
  let credited = 0
  for (const group of await matchTransfers(ctx, transfers)) {
    ctx.faults?.beforeCredit?.({ chainId: chain.id, txHash: group.txHash, cardId: group.cardId })
    const r = await creditPayment(ctx.db, {
      chainId: chain.id,
      currency: chain.orderCurrency.id,
      decimals: chain.orderCurrency.token.decimals,
      cardId: group.cardId,
      txHash: group.txHash,
      transfers: group.transfers,
      feeRate: ctx.feeRate,
      now: ctx.now(),
    })
    if (r.credited) credited++
  }
  return credited
}

const toHex = (n: bigint) => `0x${n.toString(16)}` as const
