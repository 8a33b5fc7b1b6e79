import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { users } from '../../db/schema/auth'
import { type CardRow, cards } from '../../db/schema/cards'
import { userActivations, userContacts } from '../../db/schema/invitations'
import type { OwnerView } from './loadOwnerView'

export type CardList = OwnerView & {
  /** The owner's cards and orders, oldest first. */
  rows: CardRow[]
  /** Free-card allowance and cards taken of the activation; null before activation. */
  activation: { allowance: number; taken: number } | null
}

const cardList = preparedPerDatabase((db) =>
  db
    .select({
      state: users.state,
      displayName: userContacts.displayName,
      allowance: userActivations.cardAllowance,
      taken: userActivations.cardsTaken,
      card: cards,
    })
    .from(users)
    .leftJoin(userContacts, eq(userContacts.address, users.address))
    .leftJoin(userActivations, eq(userActivations.address, users.address))
    .leftJoin(cards, eq(cards.ownerAddress, users.address))
    .where(eq(users.address, sql.placeholder('owner')))
    .orderBy(asc(cards.createdAt))
    .prepare('load_card_list'),
)

/**
 * Everything `GET /card` reads from the database, in one statement, prepared once per database (the list is the most requested
 * signed-in page, and on PGlite every statement runs on the server's own thread): the user's state, contact display
 * name, activation and cards. An unknown wallet has no rows and gets the empty list of state `''`.
 */
export async function loadCardList(db: Db, address: string): Promise<CardList> {
  const rows = await cardList(db).execute({ owner: address.toLowerCase() })
  const first = rows[0]
  if (!first) return { userState: '', displayName: null, activation: null, rows: [] }
  return {
    userState: first.state,
    displayName: first.displayName ?? null,
    activation:
      first.allowance === null || first.taken === null
        ? null
        : { allowance: first.allowance, taken: first.taken },
    rows: rows.flatMap((row) => (row.card ? [row.card] : [])),
  }
}
