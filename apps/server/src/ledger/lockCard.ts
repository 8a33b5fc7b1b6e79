import { eq } from 'drizzle-orm'
import type { Executor } from '../db'
import { type CardRow, cards } from '../db/schema/cards'

export type LockedCard = Pick<
  CardRow,
  | 'id'
  | 'ownerAddress'
  | 'status'
  | 'balanceMicro'
  | 'pendingMicro'
  | 'balanceUpperMicro'
  | 'depositAddress'
  | 'expiresAt'
  | 'topupDisabled'
  | 'topupHold'
  | 'heldMicro'
  | 'lockReason'
>

/**
 * Reads the money and state columns of a card and locks its row until the transaction ends, so that every
 * movement of one card's money (credits, reversals, settlements, redemptions, purchases, exception credits)
 * runs one after the other. Every module that moves money takes this lock first, then any other row: one
 * lock order, no deadlock.
 */
export async function lockCard(tx: Executor, cardId: string): Promise<LockedCard | null> {
  const [row] = await tx
    .select({
      id: cards.id,
      ownerAddress: cards.ownerAddress,
      status: cards.status,
      balanceMicro: cards.balanceMicro,
      pendingMicro: cards.pendingMicro,
      balanceUpperMicro: cards.balanceUpperMicro,
      depositAddress: cards.depositAddress,
      expiresAt: cards.expiresAt,
      topupDisabled: cards.topupDisabled,
      topupHold: cards.topupHold,
      heldMicro: cards.heldMicro,
      lockReason: cards.lockReason,
    })
    .from(cards)
    .where(eq(cards.id, cardId))
    .for('update')
  return row ?? null
}
