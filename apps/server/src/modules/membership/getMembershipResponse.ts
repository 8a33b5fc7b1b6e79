import { getMembershipProgress, type MembershipResponse } from '@chaincard/domain'
import type { Executor } from '../../db'
import { getMembershipLevel } from './getMembershipLevel'
import { getSettledVolume } from './getSettledVolume'
import { monthOf } from './monthOf'

export type GetMembershipResponseParameters = {
  address: string
  now: Date
  /** The programme is on (MEMBERSHIP_ENABLED). Off: `enable` false, level 0, no rebate, no next level. */
  enabled: boolean
}

/**
 * `GET /user/membership`: this month's level and rebate (from last month's settled volume), and the progress
 * of this month's settled volume toward the level above it. The progress once came from last month's volume
 * too, so a new user who had topped up 220 USD this month saw 0 %.
 */
export async function getMembershipResponse(
  db: Executor,
  { address, now, enabled }: GetMembershipResponseParameters,
): Promise<MembershipResponse> {
  if (!enabled) return { enable: false, level: 0, rebate: '0', nextInfo: null }
  const { level, rebate } = await getMembershipLevel(db, address, now)
  const month = monthOf(now)
  const monthVolume = await getSettledVolume(db, address, month.start, month.end)
  return { enable: true, level, rebate, nextInfo: getMembershipProgress(level, monthVolume) }
}
