import fc from 'fast-check'
import type { OwnerLiability } from './buildReservesTree'
import type { ReservesRandom } from './reservesRandom'

/** A replayable random source for tests (xorshift64*; the modulo's bias does not matter here). */
export function seededRandom(seed: bigint): ReservesRandom {
  const mask = 2n ** 64n - 1n
  let state = seed & mask || 1n
  return (below) => {
    state ^= state >> 12n
    state ^= (state << 25n) & mask
    state ^= state >> 27n
    return ((state * 0x2545f4914f6cdd1dn) & mask) % below
  }
}

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`)

// Small, large and zero liabilities; at most 20 owners of at most 2^58 each stay below 2^64 in total.
const liability = fc.oneof(fc.constant(0n), fc.bigInt(1n, 10n ** 9n), fc.bigInt(1n, 2n ** 58n))

/** Owners with distinct addresses, some owed nothing. */
export const ownersArbitrary: fc.Arbitrary<OwnerLiability[]> = fc.uniqueArray(
  fc.record({ owner: address, liability }),
  { minLength: 0, maxLength: 20, selector: (o) => o.owner },
)

export const secret = new Uint8Array(32).fill(7)
