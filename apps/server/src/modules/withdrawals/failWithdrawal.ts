import { transitionWithdrawal } from '@chaincard/domain'
import type { Db, Executor } from '../../db'
import type { CardWithdrawalRow } from '../../db/schema/withdrawals'
import { AppError } from '../../errors'
import { lockCard, postLedgerEntry } from '../../ledger'
import { withdrawalClosed } from './refuseWithdrawal'
import { findWithdrawal, lockWithdrawal } from './repo/readWithdrawals'
import { updateWithdrawal } from './repo/updateWithdrawal'

export type FailWithdrawalParameters = {
  id: string
  /** Why (an operator's note, or `payout_reverted`): kept on the withdrawal, shown to its owner. */
  failure: string
  now: Date
}

/**
 * Gives a withdrawal up: under the card's lock, then the withdrawal's, an open one becomes `failed` and the card
 * gets its amount and fee back, once (a `withdrawal_return` ledger row, UNIQUE ref `withdrawal_return:<id>`, in
 * the same transaction). One already paid or failed is 409 `withdrawal_closed`; an unknown id 404.
 */
export async function failWithdrawal(db: Db, p: FailWithdrawalParameters): Promise<CardWithdrawalRow> {
  const found = await findWithdrawal(db, p.id)
  if (!found) throw new AppError('not_found', 'not found: no such withdrawal')
  return db.transaction(async (tx) => {
    await lockCard(tx, found.cardId)
    return failLockedWithdrawal(tx, p)
  })
}

/** `failWithdrawal` in a transaction that holds the card's lock already. */
async function failLockedWithdrawal(tx: Executor, p: FailWithdrawalParameters): Promise<CardWithdrawalRow> {
  const row = await lockWithdrawal(tx, p.id)
  if (!row) throw new AppError('not_found', 'not found: no such withdrawal')
  const next = transitionWithdrawal(row.status, 'fail')
  if (!next.ok) throw withdrawalClosed(row.status)
  const failed = await updateWithdrawal(tx, {
    id: row.id,
    from: row.status,
    to: next.status,
    failure: p.failure,
    closedAt: p.now,
  })
  if (!failed) throw withdrawalClosed(row.status)
  if (next.returnsMoney) {
    const { applied } = await postLedgerEntry(tx, {
      cardId: row.cardId,
      kind: 'withdrawal_return',
      pendingDelta: 0n,
      balanceDelta: row.amountMicro + row.feeMicro,
      ref: `withdrawal_return:${row.id}`,
      meta: { withdrawalId: row.id, failure: p.failure },
      at: p.now,
    })
    // The status changed under the withdrawal's lock, so a second return cannot happen; if the ref is there
    // anyway, the books disagree with the row: stop rather than hide it.
    if (!applied) throw new Error(`withdrawal ${row.id}: its money was returned before it failed`)
  }
  return failed
}
