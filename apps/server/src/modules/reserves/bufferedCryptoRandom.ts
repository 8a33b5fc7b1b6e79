import { randomFillSync } from 'node:crypto'
import type { ReservesRandom } from '@chaincard/domain'

const TWO_64 = 2n ** 64n
/** Random bytes fetched at once: a snapshot of a million owners draws some 3 million times. */
const POOL_BYTES = 64 * 1024

/**
 * The domain's `cryptoReservesRandom` (uniform in `[0, below)`, unbiased by rejection: draws at or above the
 * largest multiple of `below` that fits in 64 bits are redrawn) over a pool of the system's random bytes
 * refilled 64 KiB at a time, instead of one system call per draw.
 */
export function bufferedCryptoRandom(): ReservesRandom {
  const pool = Buffer.alloc(POOL_BYTES)
  let at = POOL_BYTES
  return (below) => {
    if (below < 1n || below > TWO_64) throw new RangeError('below must be in [1, 2^64]')
    const limit = TWO_64 - (TWO_64 % below)
    for (;;) {
      if (at + 8 > POOL_BYTES) {
        randomFillSync(pool)
        at = 0
      }
      const draw = pool.readBigUInt64BE(at)
      at += 8
      if (draw < limit) return draw % below
    }
  }
}
