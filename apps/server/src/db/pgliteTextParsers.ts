import { type ParserOptions, types } from '@electric-sql/pglite'

/**
 * Given per-query parsers, PGlite copies its whole table of about 320 type parsers into a new object for that
 * query (measured: about half the CPU of a short query), so the worker puts text-keeping parsers for these
 * types into its client's table once and queries run without per-query parsers.
 *
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

const PROBE = '2026-01-02 03:04:05.678+00'

/** True when `parsers` are exactly drizzle's: the same types, each returning its text unchanged. */
export function isDrizzlesTextParsers(parsers: ParserOptions): boolean {
  if (Object.keys(parsers).length !== TEXT_KEPT_TYPES.length) return false
  return TEXT_KEPT_TYPES.every((type) => parsers[type]?.(PROBE) === PROBE)
}

/** The type OIDs the PGlite worker keeps as text (it installs text-keeping parsers for them once). */
export const textKeptTypes = (): number[] => [...TEXT_KEPT_TYPES]
