import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type CardHoldRow, type CardHoldStatus, cardHolds } from '../../../db/schema/ledger'

/** Inserts an open hold; false when a hold with this ref exists already (its first placement wins). */
export async function insertHold(
  tx: Executor,
  hold: { ref: string; cardId: string; amountMicro: bigint; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(cardHolds)
    .values({
      ref: hold.ref,
      cardId: hold.cardId,
      amountMicro: hold.amountMicro,
      placedMicro: hold.amountMicro,
      status: 'open',
      createdAt: hold.at,
    })
    .onConflictDoNothing({ target: cardHolds.ref })
    .returning({ ref: cardHolds.ref })
  return inserted.length > 0
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
