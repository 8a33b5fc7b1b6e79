import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { rewardRecords } from '../../db/schema/rewards'

/** A user's reward balance in micro-USD: the sum of their reward records (0 without any). */
export async function getRewardBalance(db: Executor, address: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rewardRecords.amountMicro}), 0)::text` })
    .from(rewardRecords)
    .where(eq(rewardRecords.address, address.toLowerCase()))
  return BigInt(row?.total ?? '0')
}
