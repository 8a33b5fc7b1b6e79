import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { rowsOf } from '../../../../db/rowsOf'

/** A card whose wallet tokens do not follow it yet, and the change they are to follow. */
export type CardToFollow = { cardId: string; change: 'lock' | 'unlock' | 'suspend' }

/**
 * The cards whose wallet tokens are not where the card's state puts them (`followCardState`'s moves): an
 * active token of a card its owner locked, a token the lock paused on an active card, a token not removed of a
 * suspended card. The issuer did not take the move (it was put back), or the process stopped between the
 * card's change and its tokens'. At most `limit`.
 */
export async function listCardsOffTheirTokens(tx: Executor, limit: number): Promise<CardToFollow[]> {
  const rows = rowsOf<{ card_id: string; change: CardToFollow['change'] }>(
    await tx.execute(sql`
      SELECT DISTINCT t.card_id,
             CASE c.status WHEN 'locked' THEN 'lock' WHEN 'active' THEN 'unlock' ELSE 'suspend' END AS change
        FROM card_wallet_tokens t
        JOIN cards c ON c.id = t.card_id
       WHERE (c.status = 'locked' AND c.lock_reason = 'user' AND t.status = 'active')
          OR (c.status = 'active' AND t.status = 'paused' AND t.paused_by_lock)
          OR (c.status = 'suspended' AND t.status IN ('pending', 'active', 'paused'))
       LIMIT ${limit}`),
  )
  return rows.map((row) => ({ cardId: row.card_id, change: row.change }))
}
