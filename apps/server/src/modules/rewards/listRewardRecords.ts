import { formatUsd, type RewardGrant, type RewardRecordListResponse } from '@chaincard/domain'
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
    .select({
      at: rewardRecords.createdAt,
      type: rewardRecords.type,
      amountMicro: rewardRecords.amountMicro,
      meta: rewardRecords.meta,
    })
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
    items: rows.map((row) => {
      const grant = row.type === 'referral' ? referralGrant(row.meta) : undefined
      return {
        at: row.at.toISOString(),
        type: row.type,
        amount: formatSigned(row.amountMicro),
        ...(grant ? { grant } : {}),
      }
    }),
    total: count?.total ?? 0,
  }
}

/**
 * What a referral granted: one free card, and one more use of the inviter's code unless it is unlimited.
 * Records written before the count was kept (`reward: 'free_card_and_code_use'` alone) granted both.
 */
function referralGrant(meta: unknown): RewardGrant {
  const invitationUses = (meta as { invitationUses?: unknown } | null)?.invitationUses
  const freeCards = (meta as { freeCards?: unknown } | null)?.freeCards
  return {
    freeCards: typeof freeCards === 'number' ? freeCards : 1,
    invitationUses: typeof invitationUses === 'number' ? invitationUses : 1,
  }
}

/** Rounds toward zero so a tiny negative amount never shows as "-0.00". */
function formatSigned(amountMicro: bigint): string {
  if (amountMicro >= 0n) return formatUsd(amountMicro, 'down')
  const magnitude = formatUsd(-amountMicro, 'down')
  return magnitude === '0.00' ? '0.00' : `-${magnitude}`
}
