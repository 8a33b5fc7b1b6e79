/** The youngest a cardholder may be (the issuer's age check, AGE_THRESHOLD_FAILURE). */
export const CARDHOLDER_MIN_AGE_YEARS = 18

/** Whether a person born on `dateOfBirth` is `CARDHOLDER_MIN_AGE_YEARS` or older on `today` (both YYYY-MM-DD). */
export function isOldEnough(dateOfBirth: string, today: string): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0)
  return age >= CARDHOLDER_MIN_AGE_YEARS
}
