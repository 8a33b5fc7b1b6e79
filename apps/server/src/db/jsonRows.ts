/**
 * Reading back a statement's JSON value of rows (`json_agg(json_build_array(...))`): one value per answer instead
 * of one result row per item, so the driver and the ORM map one row and `JSON.parse` (native) reads the items.
 * Each item is an array of columns in a fixed order; these decoders check each column's JSON type, so a column
 * out of place fails loudly instead of showing a wrong figure. Money must leave PostgreSQL as text (`::text`):
 * a JSON number is a float in JavaScript.
 */

/** The items of such a value (parsed by the driver, or its text; SQL NULL, from no rows at all, is none). */
export function jsonRows(value: unknown, columns: number, what: string): unknown[][] {
  if (value === null || value === undefined) return []
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  if (!Array.isArray(parsed)) throw new Error(`${what}: expected an array of rows`)
  for (const row of parsed) {
    if (!Array.isArray(row) || row.length !== columns)
      throw new Error(`${what}: a row has the wrong number of columns`)
  }
  return parsed as unknown[][]
}

export function jsonText(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a text column, got ${typeof value}`)
  return value
}

export function jsonTextOrNull(value: unknown): string | null {
  return value === null ? null : jsonText(value)
}

/** A money column, sent as text (`::text`). */
export function jsonMicro(value: unknown): bigint {
  return BigInt(jsonText(value))
}

export function jsonMicroOrNull(value: unknown): bigint | null {
  return value === null ? null : jsonMicro(value)
}

/** A `timestamptz` column (JSON renders it as ISO 8601 text; like the driver's dates, to the millisecond). */
export function jsonDate(value: unknown): Date {
  return new Date(jsonText(value))
}

export function jsonDateOrNull(value: unknown): Date | null {
  return value === null ? null : jsonDate(value)
}

export function jsonBoolean(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new Error(`expected a boolean column, got ${typeof value}`)
  return value
}

export function jsonNumber(value: unknown): number {
  if (typeof value !== 'number') throw new Error(`expected a number column, got ${typeof value}`)
  return value
}
