import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

export const REWARD_TYPES = ['rebate', 'referral', 'redeem', 'adjustment'] as const
export type RewardType = (typeof REWARD_TYPES)[number]

/** Reward movements; the balance is their sum. `ref` is unique: one record per rewarded event. */
export const rewardRecords = pgTable(
  'reward_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    address: text('address')
      .notNull()
      .references(() => users.address),
    type: text('type', { enum: REWARD_TYPES }).notNull(),
    amountMicro: bigint('amount_micro', { mode: 'bigint' }).notNull(),
    ref: text('ref').notNull().unique(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reward_records_address_idx').on(t.address, t.createdAt, t.id)],
)

export type RewardRecordRow = typeof rewardRecords.$inferSelect
