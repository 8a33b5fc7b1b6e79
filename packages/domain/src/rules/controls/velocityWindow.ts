/**
 * The windows a card's velocity is counted in, for the instant an authorization arrives: its calendar day and
 * calendar month in UTC, each from its start (included) to the next one's (excluded).
 *
 * UTC for the program's limits and the owner's alike, so one read of the card's approved authorizations serves
 * both and a sponsor bank's "per day" means the same for every card; an owner far from Greenwich sees the
 * daily limit renew at UTC midnight, which the Controls panel says in the owner's own clock.
 */
export type VelocityWindow = { dayStart: Date; dayEnd: Date; monthStart: Date; monthEnd: Date }

export function velocityWindowOf(at: Date): VelocityWindow {
  const year = at.getUTCFullYear()
  const month = at.getUTCMonth()
  const day = at.getUTCDate()
  return {
    dayStart: new Date(Date.UTC(year, month, day)),
    dayEnd: new Date(Date.UTC(year, month, day + 1)),
    monthStart: new Date(Date.UTC(year, month, 1)),
    monthEnd: new Date(Date.UTC(year, month + 1, 1)),
  }
}
