import { describe, expect, it } from 'vitest'
import { createTestClock } from '../../test/helpers/testClock'
import { createHolderStatusCache } from './holderStatusCache'

const OWNER = '0x00000000000000000000000000000000000000aA'

/** An on-chain lookup the test controls: `holders` is the chain's state, `calls` counts the reads. */
function fakeChain() {
  const chain = { holders: new Set<string>(), calls: 0, fail: false }
  const lookup = async (owner: string) => {
    chain.calls++
    await new Promise((resolve) => setImmediate(resolve))
    if (chain.fail) throw new Error('rpc down')
    return chain.holders.has(owner)
  }
  return { chain, lookup }
}

describe('holder status cache', () => {
  it('a wallet that mints after a negative answer is a holder on its next request', async () => {
    const { chain, lookup } = fakeChain()
    const clock = createTestClock()
    const cache = createHolderStatusCache({ lookup, clock })
    expect(await cache.isHolder(OWNER)).toBe(false)
    expect(await cache.isHolder(OWNER)).toBe(false)
    chain.holders.add(OWNER.toLowerCase())
    expect(await cache.isHolder(OWNER)).toBe(true)
    expect(chain.calls).toBe(3)
  })

  it('a positive answer is remembered for 30 s (no chain read), then read again', async () => {
    const { chain, lookup } = fakeChain()
    const clock = createTestClock()
    const cache = createHolderStatusCache({ lookup, clock })
    chain.holders.add(OWNER.toLowerCase())
    expect(await cache.isHolder(OWNER)).toBe(true)
    clock.advance(29_999)
    expect(await cache.isHolder(OWNER.toLowerCase())).toBe(true)
    expect(chain.calls).toBe(1)
    // Sold the token: seen once the positive has expired.
    chain.holders.clear()
    clock.advance(1)
    expect(await cache.isHolder(OWNER)).toBe(false)
    expect(chain.calls).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('concurrent requests of one owner share reads: 50 at once make 2 chain reads, not 50', async () => {
    const { chain, lookup } = fakeChain()
    const cache = createHolderStatusCache({ lookup, clock: createTestClock() })
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.isHolder(OWNER)))
    expect(answers.every((a) => a === false)).toBe(true)
    expect(chain.calls).toBe(2)
  })

  it('a failed read is not remembered: the error reaches the caller and the next request reads again', async () => {
    const { chain, lookup } = fakeChain()
    const cache = createHolderStatusCache({ lookup, clock: createTestClock() })
    chain.holders.add(OWNER.toLowerCase())
    chain.fail = true
    await expect(cache.isHolder(OWNER)).rejects.toThrow('rpc down')
    chain.fail = false
    expect(await cache.isHolder(OWNER)).toBe(true)
    expect(chain.calls).toBe(2)
  })

  it('remembers at most maxEntries owners, dropping the oldest', async () => {
    const { chain, lookup } = fakeChain()
    const cache = createHolderStatusCache({ lookup, clock: createTestClock(), maxEntries: 2 })
    const owners = ['0x01', '0x02', '0x03']
    for (const owner of owners) chain.holders.add(owner)
    for (const owner of owners) expect(await cache.isHolder(owner)).toBe(true)
    expect(cache.size).toBe(2)
    expect(chain.calls).toBe(3)
    await cache.isHolder('0x03')
    expect(chain.calls).toBe(3)
    await cache.isHolder('0x01')
    expect(chain.calls).toBe(4)
  })
})
