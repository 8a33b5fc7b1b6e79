import { randomUUID } from 'node:crypto'
import { parseUsd } from '@chaincard/domain'
import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema/auth'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'
import { getRewardBalance } from './getRewardBalance'
import { insertRewardRecord } from './insertRewardRecord'

/**
 * Operator: an `adjustment` reward record (signed USD). Refused (409 `invalid_action`) when it would take the
 * balance below zero; the check and the insert run under a per-user transaction lock so two adjustments
 * cannot both pass it. 404 for a wallet the server does not know.
 */
export async function adjustRewards(
  ctx: AppContext,
  address: string,
  amount: string,
  reason: string,
): Promise<void> {
  const owner = address.toLowerCase()
  const amountMicro = parseUsd(amount, { allowNegative: true })
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ address: users.address })
      .from(users)
      .where(eq(users.address, owner))
      .for('update')
    if (!user) throw new AppError('not_found', 'not found: no such user')
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rewards:${owner}`}))`)
    const balance = await getRewardBalance(tx, owner)
    if (balance + amountMicro < 0n) {
      throw new AppError(
        'invalid_action',
        'invalid action: the adjustment would take the reward balance below zero',
      )
    }
    await insertRewardRecord(tx, {
      address: owner,
      type: 'adjustment',
      amountMicro,
      ref: `adjustment:${randomUUID()}`,
      meta: { reason },
      at: now,
    })
  })
}
