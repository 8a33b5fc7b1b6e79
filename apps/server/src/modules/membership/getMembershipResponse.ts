import type { MembershipResponse } from '@chaincard/domain'
import type { Executor } from '../../db'
import { getMembershipLevel } from './getMembershipLevel'

export type GetMembershipResponseParameters = {
  address: string
  now: Date
  /** The programme is on (MEMBERSHIP_ENABLED). Off: `enable` false, level 0, no rebate, no next level. */
  enabled: boolean
}

/** `GET /user/membership`: level and rebate of this month, progress (of last month's volume) to the next level. */
export async function getMembershipResponse(
  db: Executor,
  { address, now, enabled }: GetMembershipResponseParameters,
): Promise<MembershipResponse> {
  if (!enabled) return { enable: false, level: 0, rebate: '0', nextInfo: null }
  const { level, rebate, nextInfo } = await getMembershipLevel(db, address, now)
  return { enable: true, level, rebate, nextInfo }
}
