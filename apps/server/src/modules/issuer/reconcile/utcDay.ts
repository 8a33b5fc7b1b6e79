/** A UTC calendar day as `YYYY-MM-DD`. */
export type UtcDay = string

const DAY_MS = 86_400_000

/** The UTC day `at` falls in. */
export function utcDayOf(at: Date): UtcDay {
  return at.toISOString().slice(0, 10)
}

/** The day before `at`'s UTC day: the last whole day. */
export function previousUtcDay(at: Date): UtcDay {
  return utcDayOf(new Date(at.getTime() - DAY_MS))
}

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isUtcDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00.000Z`)
  return !Number.isNaN(parsed.getTime()) && utcDayOf(parsed) === text
}

/** `[begin, end)` of the day, as instants. */
export function utcDayBounds(day: UtcDay): { begin: Date; end: Date } {
  const begin = new Date(`${day}T00:00:00.000Z`)
  return { begin, end: new Date(begin.getTime() + DAY_MS) }
}

/** The day `days` after `day` (before it when negative). */
export function addUtcDays(day: UtcDay, days: number): UtcDay {
  return utcDayOf(new Date(utcDayBounds(day).begin.getTime() + days * DAY_MS))
}
