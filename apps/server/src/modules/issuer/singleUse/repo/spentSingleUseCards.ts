import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { rowsOf } from '../../../../db/rowsOf'

export type SpentSingleUseCard = { id: string; issuerCardId: string }

/**
 * Spent `single_use` cards closed here (their spending purchase cleared, so they expired) that the card issuer
 * has not closed yet, oldest first, at most `limit`.
 */
export async function listSpentSingleUseCards(
  db: Executor,
  now: Date,
  limit: number,
): Promise<SpentSingleUseCard[]> {
  const rows = await db.execute(sql`SELECT c.id, c.issuer_card_id
    FROM card_controls cc JOIN cards c ON c.id = cc.card_id
    WHERE cc.merchant_lock = 'single_use' AND cc.single_use_authorization_id IS NOT NULL
      AND cc.closed_at_issuer_at IS NULL AND c.issuer_card_id IS NOT NULL
      AND c.expires_at IS NOT NULL AND c.expires_at <= ${now}
    ORDER BY c.expires_at, c.id
    LIMIT ${limit}`)
  return rowsOf<{ id: string; issuer_card_id: string }>(rows).map((row) => ({
    id: row.id,
    issuerCardId: row.issuer_card_id,
  }))
}

/** The issuer took the close of this spent card: it is not asked again. */
export async function markClosedAtIssuer(db: Executor, cardId: string, at: Date): Promise<void> {
  await db.execute(sql`UPDATE card_controls SET closed_at_issuer_at = ${at}
    WHERE card_id = ${cardId} AND closed_at_issuer_at IS NULL`)
}
