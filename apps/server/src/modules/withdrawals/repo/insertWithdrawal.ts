import type { Executor } from '../../../db'
import { type CardWithdrawalRow, cardWithdrawals } from '../../../db/schema/withdrawals'

export type InsertWithdrawalParameters = Omit<
  CardWithdrawalRow,
  'status' | 'payoutTx' | 'failure' | 'closedAt'
>

/** Records a withdrawal as `requested`, in the caller's transaction (its trigger writes `withdrawal.requested`). */
export async function insertWithdrawal(
  tx: Executor,
  p: InsertWithdrawalParameters,
): Promise<CardWithdrawalRow> {
  const [row] = await tx
    .insert(cardWithdrawals)
    .values({ ...p, status: 'requested' })
    .returning()
  if (!row) throw new Error('the withdrawal insert returned no row')
  return row
}
