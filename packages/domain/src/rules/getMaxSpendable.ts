export type GetMaxSpendableParameters = {
  /** Wallet balance of the token, base units. */
  balance: bigint
  /** The chain's native coin pays the gas too. */
  isNative: boolean
  /** Wei kept back for the gas of the payment (and an approval) when paying with the native coin. */
  gasReserve: bigint
}

/**
 * What the Max button fills in: the whole balance of a token, or for the native coin the balance minus
 * the gas reserve (0 when the balance does not cover the reserve), so the payment can still pay its gas.
 */
export function getMaxSpendable({ balance, isNative, gasReserve }: GetMaxSpendableParameters): bigint {
  if (balance <= 0n) return 0n
  if (!isNative) return balance
  return balance > gasReserve ? balance - gasReserve : 0n
}
