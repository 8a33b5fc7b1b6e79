import { formatUsd, type RewardRecordListResponse } from '@chaincard/domain'
import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { rewardRecords } from '../../db/schema/rewards'

export type ListRewardRecordsParameters = { address: string; skip: number; limit: number }

/**
 * A user's reward movements, newest first (ties by insertion order), paged. Amounts are signed USD with
 * 2 decimals rounded toward zero (a 0.0036 USD rebate shows as 0.00; the balance sums micro-dollars).
 */
export async function listRewardRecords(
  db: Executor,
  { address, skip, limit }: ListRewardRecordsParameters,
): Promise<RewardRecordListResponse> {
  const owner = address.toLowerCase()
  const rows = await db
    .select({ at: rewardRecords.createdAt, type: rewardRecords.type, amountMicro: rewardRecords.amountMicro })
    .from(rewardRecords)
    .where(eq(rewardRecords.address, owner))
    .orderBy(desc(rewardRecords.createdAt), desc(rewardRecords.id))
    .offset(skip)
    .limit(limit)
  const [count] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(rewardRecords)
    .where(eq(rewardRecords.address, owner))
  return {
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      type: row.type,
      amount: formatSigned(row.amountMicro),
    })),
    total: count?.total ?? 0,
  }
}

/** Rounds toward zero so a tiny negative amount never shows as "-0.00". */
function formatSigned(amountMicro: bigint): string {
  if (amountMicro >= 0n) return formatUsd(amountMicro, 'down')
  const magnitude = formatUsd(-amountMicro, 'down')
  return magnitude === '0.00' ? '0.00' : `-${magnitude}`
}
