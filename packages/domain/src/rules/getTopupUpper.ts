export type GetTopupUpperParameters = {
  /** Card maximum balance in micro-USD; null = unlimited. */
  balanceUpper: bigint | null
  balance: bigint
  pendingTopup: bigint
}

/**
 * What still fits on the card, micro-USD: `balanceUpper - balance - pendingTopup`, never below 0;
 * null when the card has no maximum (NFT program). A negative balance leaves more room, as it should.
 */
export function getTopupUpper({
  balanceUpper,
  balance,
  pendingTopup,
}: GetTopupUpperParameters): bigint | null {
  if (balanceUpper === null) return null
  const room = balanceUpper - balance - pendingTopup
  return room > 0n ? room : 0n
}
