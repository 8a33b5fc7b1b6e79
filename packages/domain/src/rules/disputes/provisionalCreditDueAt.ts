/** Regulation E: a provisional credit is due when an error is not resolved within this many business days. */
export const PROVISIONAL_CREDIT_BUSINESS_DAYS = 10

const DAY_MS = 86_400_000

/** The `n`th weekday (0 Sunday) of a month (1-based `nth`; -1 the last), as a day of the month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay()
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7)
}

/**
 * The US federal holidays of a year as observed (`YYYY-MM-DD`): a fixed-date holiday on a Saturday is
 * observed the Friday before, on a Sunday the Monday after (5 U.S.C. 6103), the days the Federal Reserve and
 * so the card networks' banks are closed.
 */
export function usFederalHolidays(year: number): Set<string> {
  const key = (month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10)
  const observed = (month: number, day: number) => {
    const weekday = new Date(Date.UTC(year, month, day)).getUTCDay()
    return key(month, weekday === 6 ? day - 1 : weekday === 0 ? day + 1 : day)
  }
  return new Set([
    observed(0, 1), // New Year's Day
    key(0, nthWeekday(year, 0, 1, 3)), // Martin Luther King Jr. Day
    key(1, nthWeekday(year, 1, 1, 3)), // Washington's Birthday
    key(4, nthWeekday(year, 4, 1, -1)), // Memorial Day
    observed(5, 19), // Juneteenth
    observed(6, 4), // Independence Day
    key(8, nthWeekday(year, 8, 1, 1)), // Labor Day
    key(9, nthWeekday(year, 9, 1, 2)), // Columbus Day
    observed(10, 11), // Veterans Day
    key(10, nthWeekday(year, 10, 4, 4)), // Thanksgiving Day
    observed(11, 25), // Christmas Day
  ])
}

/** A US business day: Monday to Friday, not a federal holiday (its UTC date). */
export function isUsBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !usFederalHolidays(day.getUTCFullYear()).has(day.toISOString().slice(0, 10))
}

/**
 * When a dispute filed at `filedAt` that is still open is owed its provisional credit: the start (00:00 UTC)
 * of the day after its 10th business day, counting from the day after it was filed (the filing day is day
 * zero, as Reg E counts from the day the notice is received). Dates are UTC calendar days: at most a few
 * hours' difference from US time zones, which only moves the credit earlier for an evening filing.
 */
export function provisionalCreditDueAt(filedAt: Date): Date {
  let day = Date.UTC(filedAt.getUTCFullYear(), filedAt.getUTCMonth(), filedAt.getUTCDate())
  let counted = 0
  while (counted < PROVISIONAL_CREDIT_BUSINESS_DAYS) {
    day += DAY_MS
    if (isUsBusinessDay(new Date(day))) counted++
  }
  return new Date(day + DAY_MS)
}
