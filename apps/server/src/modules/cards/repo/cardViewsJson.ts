import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import {
  jsonBoolean,
  jsonDateOrNull,
  jsonMicro,
  jsonMicroOrNull,
  jsonRows,
  jsonText,
  jsonTextOrNull,
} from '../../../db/jsonRows'
import { cards } from '../../../db/schema/cards'
import type { CardViewRow } from '../toCardResponse'

type Decoder<T> = (value: unknown) => T

/** Every column a card answer is made of, in the order of the JSON array, with how it is read back. */
const decoders: { [K in keyof CardViewRow]-?: Decoder<CardViewRow[K]> } = {
  id: jsonText,
  issuerCardId: jsonTextOrNull,
  panLast4: jsonTextOrNull,
  program: jsonText as Decoder<CardViewRow['program']>,
  productId: jsonText,
  status: jsonText as Decoder<CardViewRow['status']>,
  expiresAt: jsonDateOrNull,
  balanceMicro: jsonMicro,
  heldMicro: jsonMicro,
  balanceUpperMicro: jsonMicroOrNull,
  originalBalanceUpperMicro: jsonMicroOrNull,
  pendingMicro: jsonMicro,
  lastPaymentHash: jsonTextOrNull,
  contactSubmittedAt: jsonDateOrNull,
  topupDisabled: jsonBoolean,
  topupHold: jsonTextOrNull as Decoder<CardViewRow['topupHold']>,
  issuanceFailedAt: jsonDateOrNull,
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
 * The cards of the owner at `ownerAddress` (a column of the enclosing statement), oldest first, as one JSON value
 * (`db/jsonRows.ts`): an array of arrays of the card answer's columns (money as text), or null when there are
 * none.
 */
export function cardViewsJson(ownerAddress: SQL | AnyColumn): SQL<unknown> {
  const values = columns.map((column) => {
    const name = sql.identifier(cards[column].name)
    return moneyColumns.has(column) ? sql`c.${name}::text` : sql`c.${name}`
  })
  return sql`(SELECT json_agg(json_build_array(${sql.join(values, sql`, `)}) ORDER BY c.created_at, c.id)
    FROM ${cards} c WHERE c.owner_address = ${ownerAddress})`
}

/** Reads back `cardViewsJson`'s value as card view rows. */
export function decodeCardViews(value: unknown): CardViewRow[] {
  return jsonRows(value, columns.length, 'card list').map((tuple) => {
    const row: Record<string, unknown> = {}
    for (const [i, column] of columns.entries()) row[column] = decoders[column](tuple[i])
    return row as CardViewRow
  })
}
