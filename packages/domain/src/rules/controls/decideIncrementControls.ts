import { parseUsd } from '../../money/usd'
import type { ControlsDecline, ControlsState } from './decideControls'

/** An incremental authorization of a purchase the controls approved: what it adds, and what the purchase comes to. */
export type ControlledIncrement = {
  /** The USD this request adds, in micro-USD. */
  amountMicro: bigint
  /** The purchase's whole amount with this request (what the per-purchase limit is about). */
  totalMicro: bigint
}

/**
 * Decides an incremental authorization (a hotel or a fuel pump asking for more on a purchase already approved)
 * on the limits only: the merchant, channel, category, country and merchant lock were decided on the purchase
 * itself and do not change, and it is not another purchase (the daily count stays). The increment adds to the
 * day's and month's amounts (`velocity` counts the purchase as approved so far), and the purchase's new whole
 * amount is held to the owner's per-purchase limit. The program's amounts come first, as in `decideControls`.
 * Null: no limit declines it.
 */
export function decideIncrementControls(
  increment: ControlledIncrement,
  state: Pick<ControlsState, 'controls' | 'policy' | 'velocity'>,
): ControlsDecline | null {
  const { policy, velocity, controls } = state
  if (velocity.dayAmountMicro + increment.amountMicro > policy.dailyAmountMicro) {
    return {
      approved: false,
      reason: 'program_policy',
      rule: 'daily_amount',
      limitMicro: policy.dailyAmountMicro,
    }
  }
  if (velocity.monthAmountMicro + increment.amountMicro > policy.monthlyAmountMicro) {
    return {
      approved: false,
      reason: 'program_policy',
      rule: 'monthly_amount',
      limitMicro: policy.monthlyAmountMicro,
    }
  }
  const { perPurchase, daily, monthly } = controls.limits
  if (perPurchase !== null && increment.totalMicro > parseUsd(perPurchase)) {
    return { approved: false, reason: 'over_purchase_limit', limitMicro: parseUsd(perPurchase) }
  }
  if (daily !== null && velocity.dayAmountMicro + increment.amountMicro > parseUsd(daily)) {
    return { approved: false, reason: 'over_daily_limit', limitMicro: parseUsd(daily) }
  }
  if (monthly !== null && velocity.monthAmountMicro + increment.amountMicro > parseUsd(monthly)) {
    return { approved: false, reason: 'over_monthly_limit', limitMicro: parseUsd(monthly) }
  }
  return null
}
