import type { Executor } from '../../db'
import { type RewardType, rewardRecords } from '../../db/schema/rewards'

export type InsertRewardRecordParameters = {
  address: string
  type: RewardType
  amountMicro: bigint
  /** Unique reference of the rewarded event (`referral:<invitee>`): a second insert records nothing. */
  ref: string
  meta?: Record<string, unknown> | undefined
  at: Date
}

/** Records a reward movement once per `ref`; returns whether it was recorded now. */
export async function insertRewardRecord(
  db: Executor,
  { address, type, amountMicro, ref, meta, at }: InsertRewardRecordParameters,
): Promise<{ inserted: boolean }> {
  const rows = await db
    .insert(rewardRecords)
    .values({ address: address.toLowerCase(), type, amountMicro, ref, meta: meta ?? null, createdAt: at })
    .onConflictDoNothing({ target: rewardRecords.ref })
    .returning({ id: rewardRecords.id })
  return { inserted: rows.length > 0 }
}
