import { isHeldForOwner } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { type DepositExceptionRow, depositExceptions } from '../../db/schema/exceptions'

export type RecordExceptionParameters = Pick<DepositExceptionRow, 'reason' | 'dedupeKey'> &
  Partial<
    Pick<
      DepositExceptionRow,
      | 'detail'
      | 'chainId'
      | 'txHash'
      | 'logIndex'
      | 'blockNumber'
      | 'blockHash'
      | 'tokenAddress'
      | 'tokenSymbol'
      | 'tokenDecimals'
      | 'amountMicro'
      | 'cardId'
      | 'reporter'
      | 'issuerEvent'
    >
  > & { amountBase?: bigint | null; now: Date }

export type RecordExceptionReturnType = { id: number; created: boolean }

/**
 * Records what could not be credited, one row per `dedupeKey` (a transfer, a report, a shortfall): the first
 * sighting inserts it, every later one only counts an attempt (UNIQUE key in the database, so concurrent
 * scanners and reporters cannot make two rows). Never credits anything. Whether it is a deposit held for its
 * owner (mailed and pushed as one) is the domain's `isHeldForOwner`, decided here once for every path.
 */
export async function recordException(
  tx: Executor,
  { now, amountBase, ...p }: RecordExceptionParameters,
): Promise<RecordExceptionReturnType> {
  const [row] = await tx
    .insert(depositExceptions)
    .values({
      ...p,
      heldForOwner: isHeldForOwner(p.reason),
      amountBase: amountBase === undefined || amountBase === null ? null : amountBase.toString(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: depositExceptions.dedupeKey,
      set: { attempts: sql`${depositExceptions.attempts} + 1`, updatedAt: now },
    })
    .returning({ id: depositExceptions.id, created: sql<boolean>`(xmax = 0)` })
  if (!row) throw new Error('deposit exception upsert returned no row')
  return { id: row.id, created: row.created === true || (row.created as unknown) === 't' }
}
