import { and, eq, getTableColumns } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'
import { type CardControlsRow, cardControls } from '../../../db/schema/controls'

/**
 * The owner's card's controls row in one statement: `found` false when the card is not the owner's (or does not
 * exist), `row` null when the owner never set controls.
 */
export async function readOwnedCardControls(
  db: Executor,
  cardId: string,
  owner: string,
): Promise<{ found: false } | { found: true; row: CardControlsRow | null }> {
  const [result] = await db
    .select({ id: cards.id, controls: getTableColumns(cardControls) })
    .from(cards)
    .leftJoin(cardControls, eq(cardControls.cardId, cards.id))
    .where(and(eq(cards.id, cardId), eq(cards.ownerAddress, owner.toLowerCase())))
    .limit(1)
  if (!result) return { found: false }
  return { found: true, row: result.controls?.cardId ? (result.controls as CardControlsRow) : null }
}
