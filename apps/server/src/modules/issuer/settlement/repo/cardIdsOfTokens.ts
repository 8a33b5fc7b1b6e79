import { inArray } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cards } from '../../../../db/schema/cards'

/** Our card ids by the issuer's card id, for the tokens that are ours. */
export async function cardIdsOfTokens(tx: Executor, tokens: readonly string[]): Promise<Map<string, string>> {
  if (tokens.length === 0) return new Map()
  const rows = await tx
    .select({ id: cards.id, token: cards.issuerCardId })
    .from(cards)
    .where(inArray(cards.issuerCardId, [...new Set(tokens)]))
  return new Map(rows.flatMap((row) => (row.token ? [[row.token, row.id] as const] : [])))
}
