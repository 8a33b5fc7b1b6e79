import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { rowsOf } from '../../../../db/rowsOf'
import { cards } from '../../../../db/schema/cards'
import { cardControls } from '../../../../db/schema/controls'

/**
 * A `single_use` card whose spending purchase (`authorizationId`) cleared is closed: it expires now, so nothing
 * more is approved on it and it takes no top-up; what is left on it stays the owner's. One statement; nothing
 * for any other card or purchase. True when it closed the card now.
 */
export async function closeSpentSingleUseCard(
  tx: Executor,
  cardId: string,
  authorizationId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.execute(sql`UPDATE ${cards} SET expires_at = ${at}, updated_at = ${at}
    WHERE ${cards.id} = ${cardId} AND (${cards.expiresAt} IS NULL OR ${cards.expiresAt} > ${at})
      AND EXISTS (SELECT 1 FROM ${cardControls} cc WHERE cc.card_id = ${cardId}
        AND cc.merchant_lock = 'single_use' AND cc.single_use_authorization_id = ${authorizationId})
    RETURNING ${cards.id}`)
  return rowsOf(rows).length > 0
}
