/** A card's expiry from Lithic's `exp_month` / `exp_year` ("06", "2027"): the last millisecond of that month, UTC. */
export function lithicCardExpiry(
  expMonth: string | undefined,
  expYear: string | undefined,
  fallback: Date,
): Date {
  const month = Number.parseInt(expMonth ?? '', 10)
  const year = Number.parseInt(expYear ?? '', 10)
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000) {
    return fallback
  }
  return new Date(Date.UTC(year, month, 1) - 1)
}
