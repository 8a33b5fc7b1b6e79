import { OPEN_WITHDRAWAL_STATUSES } from '@chaincard/domain'
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type CardWithdrawalRow, cardWithdrawals } from '../../../db/schema/withdrawals'

/** One withdrawal by id, its row locked until the transaction ends (every change of it takes this lock first). */
export async function lockWithdrawal(tx: Executor, id: string): Promise<CardWithdrawalRow | null> {
  const [row] = await tx.select().from(cardWithdrawals).where(eq(cardWithdrawals.id, id)).for('update')
  return row ?? null
}

/** One withdrawal by id (no lock). */
export async function findWithdrawal(db: Executor, id: string): Promise<CardWithdrawalRow | null> {
  const [row] = await db.select().from(cardWithdrawals).where(eq(cardWithdrawals.id, id))
  return row ?? null
}

/** A card's withdrawals, newest first. */
export async function listCardWithdrawals(
  db: Executor,
  cardId: string,
  limit: number,
): Promise<CardWithdrawalRow[]> {
  return db
    .select()
    .from(cardWithdrawals)
    .where(eq(cardWithdrawals.cardId, cardId))
    .orderBy(desc(cardWithdrawals.createdAt), desc(cardWithdrawals.id))
    .limit(limit)
}

/** Open withdrawals (oldest first: paid in order), or every one (newest first), for operators. */
export async function listWithdrawalsForOperators(
  db: Executor,
  which: 'open' | 'all',
  limit: number,
): Promise<CardWithdrawalRow[]> {
  if (which === 'open') {
    return db
      .select()
      .from(cardWithdrawals)
      .where(inArray(cardWithdrawals.status, [...OPEN_WITHDRAWAL_STATUSES]))
      .orderBy(cardWithdrawals.createdAt)
      .limit(limit)
  }
  return db.select().from(cardWithdrawals).orderBy(desc(cardWithdrawals.createdAt)).limit(limit)
}

/** Open withdrawals in `status` (the sandbox payer's queue), oldest first. */
export async function listWithdrawalsIn(
  db: Executor,
  status: 'requested' | 'sending',
  limit: number,
): Promise<CardWithdrawalRow[]> {
  return db
    .select()
    .from(cardWithdrawals)
    .where(eq(cardWithdrawals.status, status))
    .orderBy(cardWithdrawals.createdAt)
    .limit(limit)
}

/** Micro-USD an owner asked to withdraw after `since`, failed withdrawals not counted (the daily limit). */
export async function sumOwnerWithdrawnSince(db: Executor, owner: string, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${cardWithdrawals.amountMicro}), 0)::text` })
    .from(cardWithdrawals)
    .where(
      and(
        eq(cardWithdrawals.ownerAddress, owner),
        gt(cardWithdrawals.createdAt, since),
        ne(cardWithdrawals.status, 'failed'),
      ),
    )
  return BigInt(row?.total ?? '0')
}

/** The withdrawal whose payout is this transaction, if any (a transaction pays one withdrawal only). */
export async function findWithdrawalByPayout(
  db: Executor,
  chainId: number,
  txHash: string,
): Promise<CardWithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(cardWithdrawals)
    .where(and(eq(cardWithdrawals.chainId, chainId), eq(cardWithdrawals.payoutTx, txHash)))
  return row ?? null
}
