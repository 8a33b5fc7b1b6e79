import { MEMBERSHIP_LEVELS, type MembershipLevel } from '../constants/membership'
import { formatUsd } from '../money/usd'
import type { MembershipNextInfo } from './getMembership'

/**
 * Progress toward the level above `level`, for the membership panel: next month's level comes from this
 * month's settled top-up volume (DESIGN "Membership"), so the progress is this month's volume against the
 * threshold of the level above the current one, floored to hundredths of a percent and capped at 100 once
 * reached. Null at the top level. A negative volume (refunds) counts as 0.
 */
export function getMembershipProgress(
  level: MembershipLevel,
  monthVolumeMicroUsd: bigint,
): MembershipNextInfo | null {
  const next = MEMBERSHIP_LEVELS.find((candidate) => candidate.level > level)
  if (!next) return null
  const volume = monthVolumeMicroUsd > 0n ? monthVolumeMicroUsd : 0n
  const hundredths = (volume * 10_000n) / next.minVolumeMicroUsd
  return {
    level: next.level,
    requiredValue: formatUsd(next.minVolumeMicroUsd, 'exact'),
    // Hundredths of a percent as a bigint, then a display number: a percent is not money.
    percent: Number(hundredths > 10_000n ? 10_000n : hundredths) / 100,
  }
}
