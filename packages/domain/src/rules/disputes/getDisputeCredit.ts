/**
 * A dispute's money as the issuer's newest update states it (minor units the same as `amountMicro`):
 * `provisionalMicro`, the provisional credit standing (granted less taken back), and `finalMicro`, what is
 * the owner's for good (recovered from the merchant, or written off by the issuer in the owner's favour).
 */
export type DisputeMoney = { amountMicro: bigint; provisionalMicro: bigint; finalMicro: bigint }

/**
 * What a dispute has credited the card once the update is applied: the larger of the standing provisional
 * credit and the final amount (a final outcome replaces the provisional credit, it does not add to it), never
 * below 0 nor above the amount disputed. The ledger moves the difference from what was credited before: a
 * provisional credit taken back after a lost case is a debit of what had been credited.
 */
export function getDisputeCredit(money: DisputeMoney): bigint {
  const provisional = money.provisionalMicro > 0n ? money.provisionalMicro : 0n
  const final = money.finalMicro > 0n ? money.finalMicro : 0n
  const credited = provisional > final ? provisional : final
  return credited > money.amountMicro ? money.amountMicro : credited
}
