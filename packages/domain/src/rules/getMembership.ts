import { MEMBERSHIP_LEVELS, type MembershipLevel } from '../constants/membership'
import { formatUsd } from '../money/usd'

export type MembershipNextInfo = {
  level: MembershipLevel
  /** Monthly volume the next level needs, USD with 2 decimals ("1000.00"). */
  requiredValue: string
  /** Progress toward `requiredValue`, 0-100 with at most 2 decimals, floored (never 100 before reaching it). */
  percent: number
}

export type Membership = {
  level: MembershipLevel
  /** Rebate fraction as a decimal string ("0.002"). */
  rebate: string
  nextInfo: MembershipNextInfo | null
}

/**
 * Membership level from a monthly settled top-up volume in micro-USD (DESIGN "Cards, issuer, users"):
 * 0 below 1,000 USD, 1 from 1,000, 2 from 5,000, 3 from 20,000 (thresholds inclusive). `nextInfo` is null at
 * the top level. A negative volume (refunds) counts as 0.
 */
export function getMembership(volumeMicroUsd: bigint): Membership {
  const volume = volumeMicroUsd > 0n ? volumeMicroUsd : 0n
  let index = 0
  for (let i = 0; i < MEMBERSHIP_LEVELS.length; i++) {
    if (volume >= MEMBERSHIP_LEVELS[i]!.minVolumeMicroUsd) index = i
  }
  const current = MEMBERSHIP_LEVELS[index]!
  const next = MEMBERSHIP_LEVELS[index + 1]
  if (!next) return { level: current.level, rebate: current.rebate, nextInfo: null }
  // Hundredths of a percent as a bigint, then a display number: percent is not money.
  const hundredths = (volume * 10_000n) / next.minVolumeMicroUsd
  return {
    level: current.level,
    rebate: current.rebate,
    nextInfo: {
      level: next.level,
      requiredValue: formatUsd(next.minVolumeMicroUsd, 'exact'),
      percent: Number(hundredths) / 100,
    },
  }
}
