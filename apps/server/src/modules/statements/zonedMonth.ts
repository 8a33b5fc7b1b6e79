/**
 * One formatter per time zone: building one costs far more than using it (a statement asks several per request).
 * The zones are the IANA names the query schema accepts; Intl takes them in any letter case, so the cache is
 * emptied when it grows past a bound rather than trusted to stay small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
const MAX_FORMATTERS = 1_000
function formatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    formatters.set(tz, formatter)
  }
  return formatter
}

/** Wall-clock parts of `date` in the IANA time zone `tz`. */
function partsIn(
  date: Date,
  tz: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = formatterFor(tz).formatToParts(date)
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? '0')
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  }
}

/** Milliseconds `tz` is ahead of UTC at the instant `date`. */
function offsetAt(date: Date, tz: string): number {
  const p = partsIn(date, tz)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - Math.floor(date.getTime() / 1000) * 1000
}

/** The instant the wall clock of `tz` reads midnight on the first of `month` (1-12) of `year`. */
function firstInstantOfMonth(year: number, month: number, tz: string): Date {
  const wall = Date.UTC(year, month - 1, 1)
  // Two passes: the offset at the guess, then at the instant it gives (a DST change near midnight).
  const guess = new Date(wall - offsetAt(new Date(wall), tz))
  return new Date(wall - offsetAt(guess, tz))
}

/** `YYYY-MM` of `date` on the wall clock of `tz`. */
export function monthOf(date: Date, tz = 'UTC'): string {
  const p = partsIn(date, tz)
  return `${p.year}-${String(p.month).padStart(2, '0')}`
}

/** First instant of the month and of the next month on the wall clock of `tz`, for a validated `YYYY-MM`. */
export function monthRange(month: string, tz = 'UTC'): { start: Date; end: Date } {
  const [year, mon] = month.split('-').map((part) => Number.parseInt(part, 10)) as [number, number]
  const next = mon === 12 ? { year: year + 1, mon: 1 } : { year, mon: mon + 1 }
  return { start: firstInstantOfMonth(year, mon, tz), end: firstInstantOfMonth(next.year, next.mon, tz) }
}

/** `YYYY-MM-DD HH:mm` of `date` on the wall clock of `tz`. */
export function localDateTime(date: Date, tz = 'UTC'): string {
  const p = partsIn(date, tz)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`
}
