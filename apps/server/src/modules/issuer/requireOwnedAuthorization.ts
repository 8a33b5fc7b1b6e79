import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { type CardAuthorizationRow, cardAuthorizations, cards } from '../../db/schema/cards'
import { AppError } from '../../errors'

/** An authorization on one of `owner`'s cards, else 404 `not_found` (others' look unknown). */
export async function requireOwnedAuthorization(
  db: Executor,
  id: string,
  owner: string,
): Promise<CardAuthorizationRow> {
  const [row] = await db
    .select({ authorization: cardAuthorizations })
    .from(cardAuthorizations)
    .innerJoin(cards, eq(cards.id, cardAuthorizations.cardId))
    .where(and(eq(cardAuthorizations.id, id), eq(cards.ownerAddress, owner.toLowerCase())))
    .limit(1)
  if (!row) throw new AppError('not_found', 'not found: no such authorization')
  return row.authorization
}
