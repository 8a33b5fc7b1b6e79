import { REDEEM_MIN_MICRO_USD } from '../constants/rewards'

export type RedemptionOption = { amount: bigint; disabled: boolean }

/** Reward redemption quick picks (micro-USD): those above the reward balance are disabled. */
export function getRedemptionOptions(options: readonly bigint[], rewardBalance: bigint): RedemptionOption[] {
  return options.map((amount) => ({ amount, disabled: amount > rewardBalance }))
}

/** Why an amount cannot be redeemed onto a card, in the order the rules are checked. */
export type RedeemRefusal = 'below_minimum' | 'not_cents' | 'insufficient_rewards' | 'over_card_maximum'

export type CheckRedeemAmountParameters = {
  /** The amount asked, micro-USD. */
  amount: bigint
  /** The reward balance, micro-USD. */
  rewardBalance: bigint
  /** What still fits on the card (`getTopupUpper`), micro-USD; null = no maximum. */
  room: bigint | null
}

/**
 * Any amount of whole cents from 0.01 USD up to the reward balance and up to what the card can still take
 * ; null when it may be redeemed.
 */
export function checkRedeemAmount({
  amount,
  rewardBalance,
  room,
}: CheckRedeemAmountParameters): RedeemRefusal | null {
  if (amount < REDEEM_MIN_MICRO_USD) return 'below_minimum'
  if (amount % REDEEM_MIN_MICRO_USD !== 0n) return 'not_cents'
  if (amount > rewardBalance) return 'insufficient_rewards'
  if (room !== null && amount > room) return 'over_card_maximum'
  return null
}

/** A redemption is possible at all: the balance holds at least the minimum. */
export function canRedeem(rewardBalance: bigint): boolean {
  return rewardBalance >= REDEEM_MIN_MICRO_USD
}

/**
 * The most that can be redeemed onto a card now: the reward balance, down to whole cents, capped by what the
 * card can still take; 0 when nothing can.
 */
export function getMaxRedeemable(rewardBalance: bigint, room: bigint | null): bigint {
  const cents = rewardBalance > 0n ? rewardBalance - (rewardBalance % REDEEM_MIN_MICRO_USD) : 0n
  const capped = room !== null && room < cents ? room - (room % REDEEM_MIN_MICRO_USD) : cents
  return capped >= REDEEM_MIN_MICRO_USD ? capped : 0n
}
