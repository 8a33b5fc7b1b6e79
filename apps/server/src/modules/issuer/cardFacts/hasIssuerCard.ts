import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { cards } from '../../../db/schema/cards'

/** Whether the issuer's card id is one of our cards (asked before the issuer is, so a stranger's costs no call). */
export async function hasIssuerCard(db: Db, cardToken: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.issuerCardId, cardToken))
    .limit(1)
  return row !== undefined
}
