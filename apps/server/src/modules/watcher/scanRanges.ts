import { isRangeRefusal } from './isRangeRefusal'

export type ScanRangesParameters<T> = {
  /** First block to scan (inclusive). */
  fromBlock: bigint
  /** Last block to scan (inclusive). */
  toBlock: bigint
  /** Blocks per eth_getLogs call to start with; halves on refusal, doubles back after successes. */
  span: bigint
  maxSpan: bigint
  fetch: (fromBlock: bigint, toBlock: bigint) => Promise<T>
  /**
   * Called in block order after each successful fetch; it must persist the range's effects AND the cursor
   * (next block = `toBlock + 1`) before resolving, so a crash never skips a block.
   */
  onRange: (result: T, fromBlock: bigint, toBlock: bigint) => Promise<void>
  isRefusal?: (error: unknown) => boolean
}

export type ScanRangesReturnType = {
  /** The span that worked last (the caller can start the next scan with it). */
  span: bigint
  calls: number
  refusals: number
}

export class RangeRefusedError extends Error {
  override readonly name = 'RangeRefusedError' as const
  readonly shortMessage: string
  constructor(block: bigint, options?: { cause?: unknown }) {
    const shortMessage = `the provider refuses eth_getLogs even for the single block ${block}`
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}

/**
 * Walks [fromBlock, toBlock] in consecutive ranges, never skipping or repeating a block: a refused range
 * is retried at half the span (down to one block), and the span grows back after two clean calls.
 * The number of calls depends on blocks and provider limits only, never on how many addresses we watch.
 */
export async function scanRanges<T>(parameters: ScanRangesParameters<T>): Promise<ScanRangesReturnType> {
  const { toBlock, maxSpan, fetch, onRange } = parameters
  const isRefusal = parameters.isRefusal ?? isRangeRefusal
  let span = clamp(parameters.span, 1n, maxSpan)
  let next = parameters.fromBlock
  let calls = 0
  let refusals = 0
  let streak = 0
  while (next <= toBlock) {
    const end = clamp(next + span - 1n, next, toBlock)
    let result: T
    try {
      calls++
      result = await fetch(next, end)
    } catch (error) {
      if (!isRefusal(error)) throw error
      refusals++
      streak = 0
      if (end === next) throw new RangeRefusedError(next, { cause: error })
      span = (end - next + 1n) / 2n
      if (span < 1n) span = 1n
      continue
    }
    await onRange(result, next, end)
    next = end + 1n
    if (++streak >= 2 && span < maxSpan) {
      span = clamp(span * 2n, 1n, maxSpan)
      streak = 0
    }
  }
  return { span, calls, refusals }
}

function clamp(value: bigint, min: bigint, max: bigint): bigint {
  if (value < min) return min
  return value > max ? max : value
}
