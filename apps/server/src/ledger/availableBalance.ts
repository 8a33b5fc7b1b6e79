export type AvailableBalanceParameters = {
  /** Micro-USD on the card's ledger (may be negative after a capture above its hold). */
  balanceMicro: bigint
  /** Micro-USD reserved by the card's open holds. */
  heldMicro: bigint
}

/** What a card can still spend: its balance minus what open holds reserve (DESIGN "Inside the server"). */
export function availableBalance({ balanceMicro, heldMicro }: AvailableBalanceParameters): bigint {
  return balanceMicro - heldMicro
}
