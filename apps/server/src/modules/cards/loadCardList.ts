import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { sessions, users } from '../../db/schema/auth'
import { type CardRow, cards } from '../../db/schema/cards'
import { userActivations, userContacts } from '../../db/schema/invitations'
import type { OwnerView } from '../../runtime/access/loadOwnerView'
import type { LiveSession } from '../../runtime/session'
import { liveSessionColumns, liveSessionCondition, liveSessionOf } from '../../runtime/session'
import { cardViewsJson, decodeCardViews } from './repo/cardViewsJson'
import type { CardViewRow } from './toCardResponse'

export type CardList<Row extends CardViewRow> = OwnerView & {
  /** The owner's cards and orders, oldest first. */
  rows: Row[]
  /** Free-card allowance and cards taken of the activation; null before activation. */
  activation: { allowance: number; taken: number } | null
}

const owner = {
  state: users.state,
  displayName: userContacts.displayName,
  allowance: userActivations.cardAllowance,
  taken: userActivations.cardsTaken,
}

// The list answers read: the live session of the request (the statement is also the session check: no row, no
// session), its owner's state, contact display name and activation, and their cards (oldest first) as one JSON
// value, the columns a card answer shows: one row per request, whatever the number of cards.
const viewList = preparedPerDatabase((db) =>
  db
    .select({ ...liveSessionColumns, ...owner, cards: cardViewsJson(sessions.address) })
    .from(sessions)
    .leftJoin(users, eq(users.address, sessions.address))
    .leftJoin(userContacts, eq(userContacts.address, sessions.address))
    .leftJoin(userActivations, eq(userActivations.address, sessions.address))
    .where(liveSessionCondition)
    .prepare('load_card_list'),
)
// Orders need whole rows (payment address, currency): the owner's, one row per card, oldest first.
const fullList = preparedPerDatabase((db) =>
  db
    .select({ ...owner, card: cards })
    .from(users)
    .leftJoin(userContacts, eq(userContacts.address, users.address))
    .leftJoin(userActivations, eq(userActivations.address, users.address))
    .leftJoin(cards, eq(cards.ownerAddress, users.address))
    .where(eq(users.address, sql.placeholder('owner')))
    .orderBy(asc(cards.createdAt))
    .prepare('load_card_list_full'),
)

type OwnerRow = {
  state: OwnerView['userState'] | null
  displayName: string | null
  allowance: number | null
  taken: number | null
}

/** The list of an owner row (undefined: no user row, the empty list of state `''`) and its cards. */
function toCardList<Row extends CardViewRow>(owner: OwnerRow | undefined, rows: Row[]): CardList<Row> {
  if (!owner) return { userState: '', displayName: null, activation: null, rows: [] }
  return {
    userState: owner.state ?? '',
    displayName: owner.displayName ?? null,
    activation:
      owner.allowance === null || owner.taken === null
        ? null
        : { allowance: owner.allowance, taken: owner.taken },
    rows,
  }
}

/**
 * What `GET /card` reads from the database, in one statement prepared once per database (the list is the most
 * requested signed-in page): the request's live session (`sid` at `now`; undefined when there is none, and then
 * nothing else is read), its owner's state, contact display name, activation and cards, with only the columns a
 * card answer shows (never the sealed card data). A wallet without a user row gets the empty list of state `''`.
 */
export async function loadCardList(
  db: Db,
  { sid, now }: { sid: string; now: Date },
): Promise<{ session: LiveSession | undefined; list: CardList<CardViewRow> }> {
  const [row] = await viewList(db).execute({ sid, now })
  return { session: liveSessionOf(row), list: toCardList(row, row ? decodeCardViews(row.cards) : []) }
}

/** The same list with whole rows, which order answers need (payment address, currency); read in one statement. */
export async function loadCardListWithOrders(db: Db, address: string): Promise<CardList<CardRow>> {
  const rows = await fullList(db).execute({ owner: address.toLowerCase() })
  return toCardList(
    rows[0],
    rows.flatMap((row) => (row.card ? [row.card] : [])),
  )
}
