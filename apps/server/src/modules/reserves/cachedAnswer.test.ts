import { describe, expect, it } from 'vitest'
import { cachedAnswer } from './cachedAnswer'

describe('cachedAnswer', () => {
  it('reads once per period, shares a read in flight, keeps no failure, and forgets on demand', async () => {
    let t = 0
    let reads = 0
    let fail = false
    const cache = cachedAnswer(
      async () => {
        reads++
        if (fail) throw new Error('down')
        return reads
      },
      10_000,
      () => t,
    )
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1])
    t = 9_999
    expect(await cache.get()).toBe(1)
    t = 10_000
    expect(await cache.get()).toBe(2)
    cache.forget()
    expect(await cache.get()).toBe(3)
    t = 30_000
    fail = true
    await expect(cache.get()).rejects.toThrow('down')
    fail = false
    expect(await cache.get()).toBe(5)
    expect(reads).toBe(5)
  })
})
