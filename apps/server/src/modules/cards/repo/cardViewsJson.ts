import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { cards } from '../../../db/schema/cards'
import type { CardViewRow } from '../toCardResponse'

type Decoder<T> = (value: unknown) => T

const text: Decoder<string> = (value) => {
  if (typeof value !== 'string') throw new Error(`card view: expected text, got ${typeof value}`)
  return value
}
const textOrNull: Decoder<string | null> = (value) => (value === null ? null : text(value))
// Money leaves PostgreSQL as text (`::text` below): a JSON number would be a float in JavaScript.
const micro: Decoder<bigint> = (value) => BigInt(text(value))
const microOrNull: Decoder<bigint | null> = (value) => (value === null ? null : micro(value))
const atOrNull: Decoder<Date | null> = (value) => (value === null ? null : new Date(text(value)))
const flag: Decoder<boolean> = (value) => {
  if (typeof value !== 'boolean') throw new Error(`card view: expected a boolean, got ${typeof value}`)
  return value
}

/** Every column a card answer is made of, in the order of the JSON array, with how it is read back. */
const decoders: { [K in keyof CardViewRow]-?: Decoder<CardViewRow[K]> } = {
  id: text,
  issuerCardId: textOrNull,
  panLast4: textOrNull,
  program: text as Decoder<CardViewRow['program']>,
  productId: text,
  status: text as Decoder<CardViewRow['status']>,
  expiresAt: atOrNull,
  balanceMicro: micro,
  heldMicro: micro,
  balanceUpperMicro: microOrNull,
  originalBalanceUpperMicro: microOrNull,
  pendingMicro: micro,
  lastPaymentHash: textOrNull,
  contactSubmittedAt: atOrNull,
  topupDisabled: flag,
  topupHold: textOrNull as Decoder<CardViewRow['topupHold']>,
}
const columns = Object.keys(decoders) as (keyof CardViewRow)[]
const moneyColumns = new Set<keyof CardViewRow>([
  'balanceMicro',
  'heldMicro',
  'balanceUpperMicro',
  'originalBalanceUpperMicro',
  'pendingMicro',
])

/**
 * The cards of the owner at `ownerAddress` (a column of the enclosing statement), oldest first, as one JSON value:
 * an array of arrays of the card answer's columns (money as text), or null when there are none. One value per
 * answer instead of one row per card: the driver and the ORM parse and map one row, and `JSON.parse` (native)
 * reads the cards.
 */
export function cardViewsJson(ownerAddress: SQL | AnyColumn): SQL<unknown> {
  const values = columns.map((column) => {
    const name = sql.identifier(cards[column].name)
    return moneyColumns.has(column) ? sql`c.${name}::text` : sql`c.${name}`
  })
  return sql`(SELECT json_agg(json_build_array(${sql.join(values, sql`, `)}) ORDER BY c.created_at, c.id)
    FROM ${cards} c WHERE c.owner_address = ${ownerAddress})`
}

/** Reads back `cardViewsJson`'s value (parsed by the driver, or its text) as card view rows. */
export function decodeCardViews(value: unknown): CardViewRow[] {
  if (value === null || value === undefined) return []
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  if (!Array.isArray(parsed)) throw new Error('card view: expected an array of cards')
  return parsed.map((tuple: unknown) => {
    if (!Array.isArray(tuple) || tuple.length !== columns.length)
      throw new Error('card view: a card has the wrong number of columns')
    const row: Record<string, unknown> = {}
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!
      row[column] = decoders[column](tuple[i])
    }
    return row as CardViewRow
  })
}
