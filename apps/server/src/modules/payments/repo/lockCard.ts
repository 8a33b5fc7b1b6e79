import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'

export type LockedCard = {
  id: string
  ownerAddress: string
  status: (typeof cards.$inferSelect)['status']
  balanceMicro: bigint
  pendingMicro: bigint
  balanceUpperMicro: bigint | null
  depositAddress: string
}

/**
 * Reads the money columns of a card and locks its row until the transaction ends, so two credits or a
 * credit and a settlement of the same card run one after the other (read-only select of cards columns).
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
    })
    .from(cards)
    .where(eq(cards.id, cardId))
    .for('update')
  return row ?? null
}
