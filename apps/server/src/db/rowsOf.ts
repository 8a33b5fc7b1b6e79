/**
 * The rows of a raw `db.execute(sql...)` result, whichever driver ran it: node-postgres and PGlite answer a
 * result object with `rows`, postgres.js (`DATABASE_DRIVER=postgres`) answers the row array itself.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  const rows = (result as { rows?: unknown } | null)?.rows
  if (!Array.isArray(rows)) throw new Error('expected a query result with rows')
  return rows as Row[]
}
