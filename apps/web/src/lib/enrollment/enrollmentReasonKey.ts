/** The issuer's reason codes the app puts into words (Lithic's KYC failure reasons); others read as a generic one. */
const KNOWN_REASONS = new Set([
  'NAME_VERIFICATION_FAILURE',
  'ADDRESS_VERIFICATION_FAILURE',
  'DOB_VERIFICATION_FAILURE',
  'ID_VERIFICATION_FAILURE',
  'AGE_THRESHOLD_FAILURE',
  'WATCHLIST_ALERT_FAILURE',
  'RISK_THRESHOLD_FAILURE',
])

/** The i18n key of one of the issuer's reasons for a refused enrollment (`enrollment.reason.*`). */
export function enrollmentReasonKey(code: string): string {
  return KNOWN_REASONS.has(code) ? `enrollment.reason.${code}` : 'enrollment.reason.other'
}
