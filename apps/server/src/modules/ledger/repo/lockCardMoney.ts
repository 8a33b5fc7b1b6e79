import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'

export type CardMoney = { id: string; balanceMicro: bigint; heldMicro: bigint }

/** The money columns of a card, its row locked until the transaction ends (holds change under this lock). */
export async function lockCardMoney(tx: Executor, cardId: string): Promise<CardMoney | null> {
  const [row] = await tx
    .select({ id: cards.id, balanceMicro: cards.balanceMicro, heldMicro: cards.heldMicro })
    .from(cards)
    .where(eq(cards.id, cardId))
    .for('update')
  return row ?? null
}
