import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { type CardRow, cards } from '../../db/schema/cards'

/** The card whose receiving address is `address` (any case), or null. */
export async function findCardByDepositAddress(db: Executor, address: string): Promise<CardRow | null> {
  const [row] = await db.select().from(cards).where(eq(cards.depositAddress, address.toLowerCase())).limit(1)
  return row ?? null
}
