import {
  HttpRequestError,
  InvalidInputRpcError,
  LimitExceededRpcError,
  ResponseBodyTooLargeError,
  RpcRequestError,
  TimeoutError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { isRangeRefusal } from './isRangeRefusal'
import { RangeRefusedError, scanRanges } from './scanRanges'

class Refused extends Error {
  constructor() {
    super('query returned more than 10000 results')
  }
}

/** A provider that refuses ranges wider than `limit` blocks, and records what it served. */
function provider(limit: bigint) {
  const served: Array<[bigint, bigint]> = []
  return {
    served,
    fetch: async (from: bigint, to: bigint) => {
      if (to - from + 1n > limit) throw new Refused()
      served.push([from, to])
      return { from, to }
    },
  }
}

function assertContiguous(ranges: Array<[bigint, bigint]>, from: bigint, to: bigint) {
  let next = from
  for (const [a, b] of ranges) {
    expect(a).toBe(next)
    expect(b >= a).toBe(true)
    next = b + 1n
  }
  expect(next).toBe(to + 1n)
}

describe('scanRanges', () => {
  it('covers every block exactly once with the full span when nothing is refused', async () => {
    const p = provider(1000n)
    const persisted: Array<[bigint, bigint]> = []
    const r = await scanRanges({
      fromBlock: 10n,
      toBlock: 5009n,
      span: 1000n,
      maxSpan: 1000n,
      fetch: p.fetch,
      onRange: async (_r, a, b) => {
        persisted.push([a, b])
      },
    })
    assertContiguous(persisted, 10n, 5009n)
    expect(r).toEqual({ span: 1000n, calls: 5, refusals: 0 })
  })

  it('halves on refusal, never skips a block, and grows back toward maxSpan', async () => {
    const p = provider(300n)
    const r = await scanRanges({
      fromBlock: 0n,
      toBlock: 4_999n,
      span: 2000n,
      maxSpan: 2000n,
      fetch: p.fetch,
      onRange: async () => {},
    })
    assertContiguous(p.served, 0n, 4_999n)
    expect(r.refusals).toBeGreaterThan(0)
    // a refusal costs one call; the adaptive span keeps the total close to blocks / limit
    expect(r.calls).toBeLessThan(60)
    for (const [a, b] of p.served) expect(b - a + 1n <= 300n).toBe(true)
  })

  it('gives up with RangeRefusedError when a single block is refused, after persisting what came before', async () => {
    const persisted: bigint[] = []
    await expect(
      scanRanges({
        fromBlock: 1n,
        toBlock: 10n,
        span: 4n,
        maxSpan: 4n,
        fetch: async (from, to) => {
          if (from <= 6n && to >= 6n) throw new Refused()
          return null
        },
        onRange: async (_r, _a, b) => {
          persisted.push(b)
        },
      }),
    ).rejects.toBeInstanceOf(RangeRefusedError)
    expect(persisted.at(-1)).toBe(5n)
  })

  it('does not shrink on transport failures: they propagate for the next tick to retry', async () => {
    let calls = 0
    await expect(
      scanRanges({
        fromBlock: 1n,
        toBlock: 100n,
        span: 50n,
        maxSpan: 50n,
        fetch: async () => {
          calls++
          throw new TimeoutError({ body: {}, url: 'http://x' })
        },
        onRange: async () => {},
      }),
    ).rejects.toBeInstanceOf(TimeoutError)
    expect(calls).toBe(1)
  })

  it('an onRange failure stops the scan (the cursor only moves with persisted work)', async () => {
    const p = provider(10n)
    await expect(
      scanRanges({
        fromBlock: 1n,
        toBlock: 30n,
        span: 10n,
        maxSpan: 10n,
        fetch: p.fetch,
        onRange: async (_r, a) => {
          if (a === 11n) throw new Error('db down')
        },
      }),
    ).rejects.toThrow('db down')
    expect(p.served).toEqual([
      [1n, 10n],
      [11n, 20n],
    ])
  })
})

describe('isRangeRefusal', () => {
  const rpc = (message: string, code = -32000) =>
    new RpcRequestError({ body: {}, url: 'http://x', error: { code, message } })
  it('recognises provider range and size limits', () => {
    expect(isRangeRefusal(rpc('query returned more than 10000 results'))).toBe(true)
    expect(isRangeRefusal(rpc('eth_getLogs block range is too large, max 2000'))).toBe(true)
    expect(isRangeRefusal(rpc('exceed maximum block range: 5000'))).toBe(true)
    expect(isRangeRefusal(rpc('Log response size exceeded.'))).toBe(true)
    expect(isRangeRefusal(new LimitExceededRpcError(rpc('whatever', -32005)))).toBe(true)
    expect(isRangeRefusal(new InvalidInputRpcError(rpc('block range too wide', -32000)))).toBe(true)
    // viem refuses a too-large answer itself: a smaller range is the fix
    const tooLarge = new ResponseBodyTooLargeError({ maxSize: 1, size: 2 })
    expect(isRangeRefusal(tooLarge)).toBe(true)
    expect(isRangeRefusal(new HttpRequestError({ url: 'http://x', cause: tooLarge }))).toBe(true)
  })
  it('does not treat transport failures or unrelated errors as refusals', () => {
    expect(isRangeRefusal(new TimeoutError({ body: {}, url: 'http://x' }))).toBe(false)
    expect(
      isRangeRefusal(new HttpRequestError({ url: 'http://x', status: 502, details: 'Bad Gateway' })),
    ).toBe(false)
    expect(isRangeRefusal(rpc('header not found'))).toBe(false)
    expect(isRangeRefusal('string')).toBe(false)
  })
})
