import { describe, expect, it } from 'vitest'
import { bufferedCryptoRandom } from './bufferedCryptoRandom'

describe('bufferedCryptoRandom', () => {
  it('draws in [0, below), every value about as often as the others, across pool refills', () => {
    const random = bufferedCryptoRandom()
    const counts = new Array<number>(6).fill(0)
    // 60,000 draws: 480 KB of the pool, so it is refilled several times.
    for (let i = 0; i < 60_000; i++) {
      const draw = random(6n)
      expect(draw >= 0n && draw < 6n).toBe(true)
      counts[Number(draw)]!++
    }
    // Each value 10,000 times expected; 9,500-10,500 is over 5 standard deviations either side.
    for (const count of counts) expect(count).toBeGreaterThan(9_500)
    for (const count of counts) expect(count).toBeLessThan(10_500)
    expect(random(1n)).toBe(0n)
    const big = 2n ** 64n - 1n
    const draws = Array.from({ length: 100 }, () => random(big))
    expect(draws.every((d) => d >= 0n && d < big)).toBe(true)
    // 64-bit draws: 100 of them all alike would mean the pool is not random.
    expect(new Set(draws).size).toBe(100)
    expect(() => random(0n)).toThrow(RangeError)
    expect(() => random(2n ** 64n + 1n)).toThrow(RangeError)
  })

  it('splits a top half of 2^64 without bias toward small values (rejection, not a bare modulo)', () => {
    const random = bufferedCryptoRandom()
    // below = 3 * 2^62: a bare modulo of 64 random bits would land in [0, 2^62) half the time, not a third.
    const below = 3n * 2n ** 62n
    let low = 0
    for (let i = 0; i < 30_000; i++) if (random(below) < 2n ** 62n) low++
    expect(low).toBeGreaterThan(9_400)
    expect(low).toBeLessThan(10_600)
  })
})
