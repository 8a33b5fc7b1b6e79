import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { rowsOf } from '../../db/rowsOf'
import { type CardHoldRow, type CardHoldStatus, cardHolds } from '../../db/schema/ledger'
import { holdPlacementCtes, type NewHold } from '../holdPlacementSql'

/**
 * Inserts an open hold and adds it to the card's held total, in one statement; false (and nothing changed)
 * when a hold with this ref exists already (its first placement wins).
 */
export async function insertHold(tx: Executor, hold: NewHold): Promise<boolean> {
  const result = await tx.execute(
    sql`WITH ${holdPlacementCtes(hold)} SELECT count(*)::int AS placed FROM hold_added`,
  )
  return rowsOf<{ placed: number }>(result)[0]?.placed === 1
}

/** The hold with this ref, locked for the rest of the transaction. */
export async function lockHold(tx: Executor, ref: string): Promise<CardHoldRow | null> {
  const [row] = await tx.select().from(cardHolds).where(eq(cardHolds.ref, ref)).for('update')
  return row ?? null
}

/** Writes a hold's new amount, captured total and status (closed when not `open`). */
export async function updateHold(
  tx: Executor,
  ref: string,
  change: { amountMicro: bigint; capturedMicro: bigint; status: CardHoldStatus; at: Date },
): Promise<void> {
  await tx
    .update(cardHolds)
    .set({
      amountMicro: change.amountMicro,
      capturedMicro: change.capturedMicro,
      status: change.status,
      closedAt: change.status === 'open' ? null : change.at,
    })
    .where(eq(cardHolds.ref, ref))
}
