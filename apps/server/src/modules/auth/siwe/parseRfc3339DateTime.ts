/**
 * RFC 3339 section 5.6 `date-time`: `full-date "T" full-time`, "T" and "Z" in either case, an optional
 * fraction of a second, and `Z` or a numeric offset. Ranges are checked too (month 01-12, the day within its
 * month in that year, hour 00-23, minute 00-59, second 00-60 for a leap second, offset hour 00-23).
 */
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/** The instant an RFC 3339 `date-time` names, or undefined when `value` is not one. */
export function parseRfc3339DateTime(value: string): Date | undefined {
  const m = dateTimePattern.exec(value)
  if (!m) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12) return undefined
  if (day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60) return undefined
  let offsetMinutes = 0
  if (m[9] !== undefined) {
    const offsetHour = Number(m[10])
    const offsetMinute = Number(m[11])
    if (offsetHour > 23 || offsetMinute > 59) return undefined
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute)
  }
  const millis = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'))
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  // A leap second (:60) lands on the next minute's :00, the nearest instant a Date can hold.
  date.setUTCHours(hour, minute - offsetMinutes, second, millis)
  return date
}
