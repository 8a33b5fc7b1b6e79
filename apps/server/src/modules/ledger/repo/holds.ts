import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'
import { type CardHoldRow, type CardHoldStatus, cardHolds } from '../../../db/schema/ledger'

/**
 * Inserts an open hold and adds it to the card's held total, in one statement; false (and nothing changed)
 * when a hold with this ref exists already (its first placement wins).
 */
export async function insertHold(
  tx: Executor,
  hold: { ref: string; cardId: string; amountMicro: bigint; at: Date },
): Promise<boolean> {
  const result = await tx.execute(sql`WITH placed AS (
      INSERT INTO ${cardHolds} (ref, card_id, amount_micro, placed_micro, status, created_at)
      VALUES (${hold.ref}, ${hold.cardId}, ${hold.amountMicro}::bigint, ${hold.amountMicro}::bigint, 'open', ${hold.at})
      ON CONFLICT (ref) DO NOTHING
      RETURNING card_id, amount_micro
    )
    UPDATE ${cards} SET held_micro = ${cards.heldMicro} + placed.amount_micro, updated_at = ${hold.at}
    FROM placed WHERE ${cards.id} = placed.card_id
    RETURNING ${cards.id}`)
  return (result as unknown as { rows: unknown[] }).rows.length > 0
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
