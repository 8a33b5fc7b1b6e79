import { getMembership, type Membership } from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { membershipLevels } from '../../db/schema/membership'
import { getSettledVolume } from './getSettledVolume'
import { monthOf } from './monthOf'

export type MembershipLevelReturnType = Membership & {
  /** `YYYY-MM-01` of the month the level applies to. */
  month: string
  /** Previous month's settled top-up volume the level comes from, micro-USD. */
  volumeMicro: bigint
  /** True when read from the row the monthly job froze; false when computed now (job not run yet, new user). */
  frozen: boolean
}

/**
 * A user's membership for the month containing `at`: from the row the monthly job stored for that month,
 * or, when there is none (the job has not run yet, or the user appeared after it ran), from the previous
 * month's settled volume computed now, which is the same number since a past month's ledger is closed.
 */
export async function getMembershipLevel(
  db: Executor,
  address: string,
  at: Date,
): Promise<MembershipLevelReturnType> {
  const month = monthOf(at)
  const [row] = await db
    .select({ volumeMicro: membershipLevels.volumeMicro })
    .from(membershipLevels)
    .where(and(eq(membershipLevels.address, address.toLowerCase()), eq(membershipLevels.month, month.key)))
    .limit(1)
  if (row)
    return { ...getMembership(row.volumeMicro), month: month.key, volumeMicro: row.volumeMicro, frozen: true }
  const previous = monthOf(at, -1)
  const volumeMicro = await getSettledVolume(db, address, previous.start, previous.end)
  return { ...getMembership(volumeMicro), month: month.key, volumeMicro, frozen: false }
}
