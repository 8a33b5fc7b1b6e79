/**
 * A uniform integer in `[0, below)`: the source of the liability splits and of the shuffle. Injectable so
 * that tests can replay a build; real snapshots use `cryptoReservesRandom`.
 */
export type ReservesRandom = (below: bigint) => bigint

const TWO_64 = 2n ** 64n

/**
 * `crypto.getRandomValues` (in browsers and Node alike), unbiased by rejection: a modulo of 64 random bits
 * would favour small parts, and the split must tell nothing about the liability beyond its sum.
 */
export const cryptoReservesRandom: ReservesRandom = (below) => {
  if (below < 1n || below > TWO_64) throw new RangeError('below must be in [1, 2^64]')
  // The largest multiple of `below` that fits in 64 bits: draws at or above it are redrawn.
  const limit = TWO_64 - (TWO_64 % below)
  const bytes = new Uint8Array(8)
  const view = new DataView(bytes.buffer)
  for (;;) {
    globalThis.crypto.getRandomValues(bytes)
    const draw = view.getBigUint64(0)
    if (draw < limit) return draw % below
  }
}
