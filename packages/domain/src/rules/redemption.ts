export type RedemptionOption = { amount: bigint; disabled: boolean }

/** Reward redemption options (micro-USD): those above the reward balance are disabled. */
export function getRedemptionOptions(options: readonly bigint[], rewardBalance: bigint): RedemptionOption[] {
  return options.map((amount) => ({ amount, disabled: amount > rewardBalance }))
}

/** A redemption is allowed when the amount is one of the options and at most the reward balance. */
export function canRedeem(amount: bigint, options: readonly bigint[], rewardBalance: bigint): boolean {
  return amount > 0n && options.includes(amount) && amount <= rewardBalance
}
