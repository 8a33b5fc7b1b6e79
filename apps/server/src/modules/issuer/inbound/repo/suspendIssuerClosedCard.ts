import { and, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cards } from '../../../../db/schema/cards'

/** The issuer closed the card: it is suspended here too (no purchases, top-ups or lock changes). */
export async function suspendIssuerClosedCard(tx: Executor, cardId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(cards)
    .set({ status: 'suspended', suspendedAt: at, updatedAt: at })
    .where(and(eq(cards.id, cardId), ne(cards.status, 'suspended')))
    .returning({ id: cards.id })
  return rows.length > 0
}
