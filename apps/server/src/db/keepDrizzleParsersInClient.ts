import {
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Transaction,
  types,
} from '@electric-sql/pglite'

/**
 * The types whose text drizzle-orm's PGlite driver keeps as text (it parses dates itself): the parsers it hands
 * PGlite with every query (drizzle-orm/pglite/session.js).
 */
const TEXT_KEPT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const

const keepText = (text: string) => text
const PROBE = '2026-01-02 03:04:05.678+00'

/** True when `parsers` are exactly drizzle's: the same types, each returning its text unchanged. */
function isDrizzlesTextParsers(parsers: ParserOptions): boolean {
  if (Object.keys(parsers).length !== TEXT_KEPT_TYPES.length) return false
  return TEXT_KEPT_TYPES.every((type) => parsers[type]?.(PROBE) === PROBE)
}

type Query = PGlite['query']

function withoutDrizzlesParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(
      text,
      params,
      options?.parsers && isDrizzlesTextParsers(options.parsers)
        ? { ...options, parsers: undefined }
        : options,
    )) as Query
}

/**
 * Given per-query parsers, PGlite copies its whole table of about 320 type parsers into a new object for that
 * query (measured: about half the CPU of a short query, on the server's one thread). Drizzle passes the same
 * text-keeping parsers with every query, so they go into the client's own table once and are dropped from
 * each call (in transactions too) when they are exactly drizzle's; any other parsers are passed on as given.
 * Returns PGlite's own parsers of those types, for raw queries that want them (the migration runner).
 */
export function keepDrizzleParsersInClient(client: PGlite): ParserOptions {
  const pgliteParsers: ParserOptions = {}
  for (const type of TEXT_KEPT_TYPES) {
    const parser = client.parsers[type]
    if (parser) pgliteParsers[type] = parser
    client.parsers[type] = keepText
  }
  client.query = withoutDrizzlesParsers(client.query.bind(client))
  const transaction = client.transaction.bind(client)
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = withoutDrizzlesParsers(tx.query.bind(tx))
      return callback(tx)
    })) as PGlite['transaction']
  return pgliteParsers
}
