import { decodeTransferLogs, type TokenTransfer, TRANSFER_TOPIC } from '@chaincard/domain'
import { type Address, BlockNotFoundError, type PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import { finalizedBlock } from '../../runtime/chain/finalizedBlock'
import type { WatcherRpc } from '../../runtime/chain/WatcherRpc'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { keepsBlockHash } from './checkpoints'
import {
  type ChainCursor,
  CursorMovedError,
  createCursor,
  moveCursor,
  readCursor,
  rewindCursor,
} from './cursor'
import { type ForkPoint, findForkPoint } from './findForkPoint'
import { saveCheckpoints } from './repo/checkpoints'
import {
  type BodyCache,
  type NativeTransfer,
  type ScannedBlock,
  scanNativeTransfers,
} from './scanNativeTransfers'
import { scanRanges } from './scanRanges'
import { withRateLimitRetry } from './withRateLimitRetry'

/** Blocks per eth_getLogs call at most (a common provider limit); halves on refusal. */
export const MAX_LOG_SPAN = 2_000n
/** Blocks one tick scans at most, so a long catch-up (a rescan from far back) never holds a pass for long. */
export const MAX_BLOCKS_PER_TICK = 20_000n

/** What one range of blocks holds for receiving addresses, before anything is matched to a card. */
export type RangeTransfers = {
  /** Transfers of the chain's order currency (credited). */
  order: TokenTransfer[]
  /** Transfers of the chain's other listed tokens (held as unsupported). */
  other: TokenTransfer[]
  /** Native-coin transfers (held as unsupported). */
  native: NativeTransfer[]
}

export type { WatcherRpc }

/** What a range's handling did: payments credited, transfers held because of the card (`card_inactive`), and
 * transfers of other tokens or the native coin held (`unsupported_token`). */
export type RangeOutcome = { credited: number; exceptions: number; held?: number }

/**
 * What becomes of a range's transfers before the cursor passes it: the flow that runs the scan hands it in (the
 * deposit flow credits the order currency through payments and holds the rest), so the watcher reads the chain
 * and moves no money itself. Benchmarks pass a matching-only handler to time the scan alone.
 */
export type RangeHandler = (
  ctx: PaymentsContext,
  chain: ChainRuntime,
  range: RangeTransfers,
  rpc: WatcherRpc,
  client: PublicClient,
) => Promise<RangeOutcome>

export type ScanChainParameters = {
  ctx: PaymentsContext
  chain: ChainRuntime
  client: PublicClient
  /** Where a chain without a cursor starts: `head` (production) or `genesis` (sandbox). */
  startAt: 'head' | 'genesis'
  /** Span to try first (kept between ticks by the caller). */
  span?: bigint
  /** Count of RPC calls this tick made (benchmarks, metrics). */
  onRpcCall?: (method: string) => void
  /** Aborts rate-limit waits (shutdown). */
  signal?: AbortSignal | undefined
  /** What to do with a range's transfers before the cursor passes it (RangeHandler). */
  handleRange: RangeHandler
}

export type ScanChainReturnType = {
  head: bigint
  fromBlock: bigint
  toBlock: bigint
  scanned: bigint
  transfers: number
  credited: number
  exceptions: number
  /** Of the exceptions, those held because of the card or its owner (`card_inactive`). */
  held: number
  span: bigint
  /** The block before the cursor was no longer canonical: the cursor stepped back (a reorg). */
  rewound: boolean
  /** Where the cursor stepped back to, when it did (the reorg's fork point). */
  rewoundTo: bigint | null
  /** Blocks looked up to find the fork point (0 without a reorg). */
  forkCompared: number
  /**
   * The chain changed under the pass (its blocks stopped chaining up, or a log's block hash differed from the
   * block's): the first block found inconsistent; the cursor stayed where the last consistent range left it.
   */
  chainMoved: bigint | null
  /** Another pass moved the cursor since this one read it: this pass stopped without moving it. */
  overtaken: boolean
  /**
   * The block before the cursor, at or below the node's finalized block, read with another hash twice: a
   * reorg past finality (walked back like any reorg; the runtime logs it loudly and counts it).
   */
  pastFinality: bigint | null
  /** Such a block read with another hash once, then with ours: a stale node, not taken for a reorg. */
  staleForkReads: number
}

/** The chain changed while a range was read: its blocks (or its logs and blocks) do not belong to one chain. */
class ChainMovedError extends Error {
  override readonly name = 'ChainMovedError' as const
  constructor(
    readonly block: bigint,
    detail: string,
  ) {
    super(`the chain moved while block ${block} was read: ${detail}`)
  }
}

/**
 * The watcher's RPC wrapper: counts each call and waits out rate limits (never shrinking a range for them).
 * Once `signal` is aborted (the jobs stop: shutdown, a lost lock) no further call is made: the pass ends at the
 * next call, not after every block of its range through a slow node. That is a safe point: no database
 * transaction is left half done (one that was open rolls back), and the cursor moves only after a range's
 * effects committed, so the next pass resumes where this one stopped.
 */
export function watcherRpc(p: Pick<ScanChainParameters, 'onRpcCall' | 'signal'>): WatcherRpc {
  return (method, call) =>
    withRateLimitRetry(
      () => {
        p.signal?.throwIfAborted()
        p.onRpcCall?.(method)
        return call()
      },
      { signal: p.signal },
    )
}

/**
 * One watcher tick on one chain: every Transfer log of the chain's tokens (the order currency and the other
 * listed tokens, one eth_getLogs per range for all of them) and every native-coin transfer (block bodies) in
 * the blocks that already have the required confirmations, from the persisted cursor on, matched against the
 * receiving addresses (one database lookup per range for the recipients seen, so the RPC cost never grows
 * with the number of cards): the order currency is credited exactly once, the rest held as exceptions. The
 * cursor moves only after a range's effects committed, so a crash or a restart rescans rather than skips; the
 * unique keys make the rescan harmless. A range is used only if its blocks chain up from the cursor's block
 * (fetchRange: a reorg under the pass stops it there), and the cursor moves by compare-and-set from where this
 * pass found it (moveCursor: another instance, or a rewind, that moved it meanwhile stops this pass). The hash
 * of the block before the cursor is re-checked first (one call; at or below the node's finalized block, another
 * hash counts only when a second read shows it too): if a reorg replaced it, the fork point is found by
 * bisecting the kept block hashes (findForkPoint, about log2 of their number in calls, only then), the cursor
 * steps back to it and the final credits from there on are marked for a re-check (recheckCredits). Every
 * block's hash comes with its body, which the scan reads anyway: keeping them costs no call.
 */
export async function scanChain(p: ScanChainParameters): Promise<ScanChainReturnType> {
  const { ctx, chain, client } = p
  const rpc = watcherRpc(p)
  const head = await rpc('eth_blockNumber', () => client.getBlockNumber({ cacheTime: 0 }))
  const confirmedHead = head - BigInt(chain.requiredConfirmations - 1)
  let finalizedAt: bigint | undefined
  const finalized = async () => {
    finalizedAt ??= await finalizedBlock(chain.finality, head, client, rpc)
    return finalizedAt
  }
  const cursor = (await readCursor(ctx.db, chain.id)) ?? (await seedCursor(p, rpc, confirmedHead))
  const result: ScanChainReturnType = {
    head,
    fromBlock: cursor.nextBlock,
    toBlock: cursor.nextBlock - 1n,
    scanned: 0n,
    transfers: 0,
    credited: 0,
    exceptions: 0,
    held: 0,
    span: p.span ?? MAX_LOG_SPAN,
    rewound: false,
    rewoundTo: null,
    forkCompared: 0,
    chainMoved: null,
    overtaken: false,
    pastFinality: null,
    staleForkReads: 0,
  }
  // What the cursor is now, as far as this pass knows: every move is a compare-and-set from it (moveCursor).
  let expected: ChainCursor = cursor
  try {
    if (cursor.prevBlockHash && cursor.nextBlock > 0n) {
      const blockNumber = cursor.nextBlock - 1n
      const ours = cursor.prevBlockHash
      let fork: ForkPoint | null = null
      if (blockNumber <= head) {
        const previous = await rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber }))
        if (previous.hash?.toLowerCase() !== ours && (await goneForSure(blockNumber, ours))) {
          // The block before the cursor left the chain: find the fork point, however deep (not a fixed rewind).
          fork = await findForkPoint({
            db: ctx.db,
            chainId: chain.id,
            client,
            rpc,
            below: blockNumber,
            staleAbove: true,
          })
        }
      } else {
        // The node's head is below the cursor: a reorg onto a shorter chain, or a node behind the others. The
        // newest credit and the newest kept hash at or below the head say which (up to two calls); until the
        // head passes the cursor again, nothing else is compared.
        fork = await findForkPoint({
          db: ctx.db,
          chainId: chain.id,
          client,
          rpc,
          below: head + 1n,
          staleAbove: false,
        })
      }
      if (fork) {
        result.forkCompared = fork.compared
        await rewindCursor(ctx.db, chain.id, cursor, fork, ctx.now())
        expected = { nextBlock: fork.fromBlock, prevBlockHash: fork.prevBlockHash }
        result.rewound = true
        result.rewoundTo = fork.fromBlock
      }
    }
    const fromBlock = expected.nextBlock
    const toBlock =
      confirmedHead < fromBlock + MAX_BLOCKS_PER_TICK - 1n
        ? confirmedHead
        : fromBlock + MAX_BLOCKS_PER_TICK - 1n
    result.fromBlock = fromBlock
    result.toBlock = toBlock
    if (fromBlock > toBlock) return result

    // Every block not final yet keeps its hash (a reorg the chain still allows is found to the block).
    const denseFrom = await finalized()
    const bodies: BodyCache = new Map()
    const scan = await scanRanges({
      fromBlock,
      toBlock,
      span: p.span ?? MAX_LOG_SPAN,
      maxSpan: MAX_LOG_SPAN,
      // Each range must chain up from the block the cursor last passed (its parent hash is that block's).
      fetch: (from, to) => fetchRange(chain, client, rpc, from, to, expected.prevBlockHash, bodies),
      onRange: async (range, from, to) => {
        result.transfers += range.order.length + range.other.length + range.native.length
        const outcome = await p.handleRange(ctx, chain, range, rpc, client)
        result.credited += outcome.credited
        result.exceptions += outcome.exceptions
        result.held += outcome.held ?? 0
        ctx.faults?.beforeCursorSave?.({ chainId: chain.id, fromBlock: from, toBlock: to })
        const next = { nextBlock: to + 1n, prevBlockHash: range.lastBlockHash }
        const kept = range.blocks.filter((b) => keepsBlockHash(b.blockNumber, denseFrom))
        const moved = await ctx.db.transaction(async (tx) => {
          if (!(await moveCursor(tx, chain.id, expected, next, ctx.now()))) return false
          await saveCheckpoints(tx, chain.id, kept, denseFrom)
          return true
        })
        if (!moved) throw new CursorMovedError(chain.id)
        expected = next
        result.scanned += to - from + 1n
      },
    })
    result.span = scan.span
  } catch (error) {
    // Both leave the cursor where this pass last moved it: the next pass goes on from there (and re-checks the
    // block before it first, so a reorg under this pass is found then).
    if (error instanceof ChainMovedError) result.chainMoved = error.block
    else if (error instanceof CursorMovedError) result.overtaken = true
    else throw error
  }
  return result

  /**
   * The block before the cursor read with another hash than ours: gone, unless it is at or below the node's
   * finalized block and a second read shows ours (a node briefly on a stale minority fork). Confirmed there
   * (two reads with another hash), it is a reorg past finality.
   */
  async function goneForSure(blockNumber: bigint, ours: string): Promise<boolean> {
    if (blockNumber > (await finalized())) return true
    const again = await rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber }))
    if (again.hash?.toLowerCase() === ours) {
      result.staleForkReads++
      return false
    }
    result.pastFinality = blockNumber
    return true
  }
}

/**
 * The cursor of a chain the watcher has never scanned: from genesis (the sandbox) or the confirmed head. The
 * hash of the block before it is read (one call, once) and kept as the first checkpoint, so a reorg before the
 * next kept hash still has a known block to walk back to. Another instance creating it first wins.
 */
async function seedCursor(
  p: ScanChainParameters,
  rpc: WatcherRpc,
  confirmedHead: bigint,
): Promise<ChainCursor> {
  const { ctx, chain, client } = p
  const start = p.startAt === 'genesis' || confirmedHead + 1n < 0n ? 0n : confirmedHead + 1n
  let prevBlockHash: string | null = null
  if (start > 0n) {
    const seed = await rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber: start - 1n }))
    prevBlockHash = seed.hash?.toLowerCase() ?? null
  }
  await ctx.db.transaction(async (tx) => {
    await createCursor(tx, chain.id, { nextBlock: start, prevBlockHash }, ctx.now())
    if (prevBlockHash !== null) {
      await saveCheckpoints(tx, chain.id, [{ blockNumber: start - 1n, blockHash: prevBlockHash }], start - 1n)
    }
  })
  return (await readCursor(ctx.db, chain.id))!
}

export type FetchedRange = RangeTransfers & {
  lastBlockHash: string
  /** Every block of the range (hash and parent hash), chained up; the scan keeps some (keepsBlockHash). */
  blocks: ScannedBlock[]
}

/**
 * One range's transfers: the block bodies (native-coin transfers, and every block's hash), then one
 * eth_getLogs for the Transfer events of every listed token of the chain. The range must be one chain: each
 * block's parent is the block before it (and the first one's is `parentHash`, the block the cursor passed,
 * when known), and each log's block hash is the hash of that block as read. Otherwise the chain moved while
 * the range was read (a reorg during the pass): ChainMovedError, nothing of the range is used. The logs are
 * read after the bodies, so a reorg after the bodies shows as a log from another block, or leaves the cursor on
 * a hash that is gone, which the next pass's first check finds. Fails as a whole (the range is retried, or
 * split on a refusal). With `bodies` (one per pass), the bodies read for a range whose eth_getLogs was refused
 * are kept for the smaller ranges that follow: only the log range splits, each body is read once.
 */
export async function fetchRange(
  chain: ChainRuntime,
  client: PublicClient,
  rpc: WatcherRpc,
  from: bigint,
  to: bigint,
  parentHash: string | null = null,
  bodies: BodyCache = new Map(),
): Promise<FetchedRange> {
  const order = chain.orderCurrency.token.address
  const tokens: Address[] = [order, ...chain.watchedTokens.map((t) => t.address)]
  // A block of the range not found (the chain got shorter under the pass) is left out: checkChained refuses.
  const native = await scanNativeTransfers(
    from,
    to,
    (blockNumber) =>
      rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber, includeTransactions: true })).catch(
        (error: unknown) => {
          if (error instanceof BlockNotFoundError) return null
          throw error
        },
      ),
    bodies,
  )
  const hashes = checkChained(native.blocks, from, to, parentHash)
  const rawLogs = await rpc('eth_getLogs', () =>
    client.request({
      method: 'eth_getLogs',
      params: [{ address: tokens, topics: [TRANSFER_TOPIC], fromBlock: toHex(from), toBlock: toHex(to) }],
    }),
  )
  for (const log of rawLogs) {
    const blockNumber = log.blockNumber === null ? null : BigInt(log.blockNumber)
    if (blockNumber === null || log.removed || hashes.get(blockNumber) !== log.blockHash?.toLowerCase()) {
      throw new ChainMovedError(
        blockNumber ?? from,
        `a log of block ${blockNumber} is not from the block read`,
      )
    }
  }
  // The range is read: its bodies are not needed again (a chain that moved ends the pass, and the cache with it).
  for (let n = from; n <= to; n++) bodies.delete(n)
  const all = decodeTransferLogs(
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
    tokens,
  )
  const orderLower = order.toLowerCase()
  return {
    order: all.filter((t) => t.token === orderLower),
    other: all.filter((t) => t.token !== orderLower),
    native: native.transfers,
    lastBlockHash: hashes.get(to)!,
    blocks: native.blocks,
  }
}

/** The range's blocks, one per number from `from` to `to`, each the parent of the next: their hashes by number. */
function checkChained(
  blocks: readonly ScannedBlock[],
  from: bigint,
  to: bigint,
  parentHash: string | null,
): Map<bigint, string> {
  const hashes = new Map<bigint, string>()
  let parent = parentHash
  for (let n = from; n <= to; n++) {
    const block = blocks[Number(n - from)]
    if (block?.blockNumber !== n) throw new ChainMovedError(n, `block ${n} was not read`)
    if (parent !== null && block.parentHash !== parent) {
      throw new ChainMovedError(n, `block ${n} is not a child of the block read before it`)
    }
    hashes.set(n, block.blockHash)
    parent = block.blockHash
  }
  return hashes
}

const toHex = (n: bigint) => `0x${n.toString(16)}` as const
