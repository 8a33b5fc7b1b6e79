import type { WithdrawalStatus } from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type CardWithdrawalRow, cardWithdrawals } from '../../../db/schema/withdrawals'

export type UpdateWithdrawalParameters = {
  id: string
  /** The status the row must still be in (compare-and-set: a change that lost a race changes nothing). */
  from: WithdrawalStatus
  to: WithdrawalStatus
  payoutTx?: string
  failure?: string
  closedAt?: Date
}

/** Moves a withdrawal from one status to the next; null when it was no longer in `from`. */
export async function updateWithdrawal(
  tx: Executor,
  p: UpdateWithdrawalParameters,
): Promise<CardWithdrawalRow | null> {
  const [row] = await tx
    .update(cardWithdrawals)
    .set({
      status: p.to,
      ...(p.payoutTx !== undefined ? { payoutTx: p.payoutTx } : {}),
      ...(p.failure !== undefined ? { failure: p.failure } : {}),
      ...(p.closedAt !== undefined ? { closedAt: p.closedAt } : {}),
    })
    .where(and(eq(cardWithdrawals.id, p.id), eq(cardWithdrawals.status, p.from)))
    .returning()
  return row ?? null
}
