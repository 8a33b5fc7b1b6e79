/** A calendar month (UTC): its first instant, the first instant of the next, and its key `YYYY-MM-01`. */
export type Month = { start: Date; end: Date; key: string }

/** The UTC calendar month containing `at`, shifted by `offset` months (-1 = the month before). */
export function monthOf(at: Date, offset = 0): Month {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1))
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
  return { start, end, key: start.toISOString().slice(0, 10) }
}
