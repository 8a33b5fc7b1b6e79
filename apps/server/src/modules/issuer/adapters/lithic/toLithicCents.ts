/**
 * Micro-USD as the integer cents Lithic's API takes (its amounts are JSON numbers), rounded down: a spend
 * limit never exceeds our product's. Refuses an amount a JSON number cannot hold exactly.
 */
export function toLithicCents(microUsd: bigint): number {
  if (microUsd < 0n) throw new RangeError('a Lithic amount is never negative')
  const cents = microUsd / 10_000n
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount too large for Lithic')
  return Number.parseInt(cents.toString(), 10)
}

/** Integer cents from Lithic as micro-USD (exact). */
export function fromLithicCents(cents: number): bigint {
  if (!Number.isSafeInteger(cents)) throw new RangeError('a Lithic amount must be an integer number of cents')
  return BigInt(cents) * 10_000n
}
