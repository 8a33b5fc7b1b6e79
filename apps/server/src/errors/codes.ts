import { API_ERROR_PHRASE, API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from '@chaincard/domain'

/**
 * The closed set of error codes (API.md "Conventions") lives in @chaincard/domain: each code's HTTP status and
 * the phrase its message must contain (null where the message is case-specific). Re-exported here so server
 * code has one import for errors.
 */
export const errorStatus = API_ERROR_STATUS
export const errorPhrase = API_ERROR_PHRASE

export type ErrorCode = ApiErrorCode

/** The only error body the API sends. */
export type ErrorBody = ApiErrorBody

/** Message used when none is given, for codes whose phrase is case-specific. */
export const defaultMessage: Record<ErrorCode, string> = {
  unauthorized: 'unauthorized',
  validation_failed: 'validation failed',
  not_found: 'not found',
  invalid_code: 'invalid code',
  reach_limit: 'reach limit',
  invalid_action: 'invalid action',
  topup_disabled: 'top-up disabled',
  payment_rejected: 'payment rejected',
  rate_limited: 'too many requests',
  upstream_unavailable: 'upstream unavailable',
  internal: 'internal error',
  sign_in_chain_not_enabled: 'unauthorized: this network is not enabled',
  sign_in_domain_mismatch: 'unauthorized: the message is not for this site',
  sign_in_expired: 'unauthorized: the sign-in request expired',
  sign_in_signature_invalid: 'unauthorized: signature does not verify',
  code_too_long: 'invalid code: too long',
  over_card_maximum: 'invalid action: above the card maximum',
  insufficient_rewards: 'invalid action: above the reward balance',
  over_movable_excess: 'invalid action: above what can be moved',
  idempotency_conflict: 'invalid action: this key was used for another request',
  card_locked_by_issuer: 'invalid action: the card issuer paused this card; only the issuer can open it',
  card_locked_by_operator: 'invalid action: an operator locked this card; contact support to unlock it',
  cross_site_request: 'cross-site request refused: it does not come from this site',
  reveal_signature_expired: 'signature expired: sign a new message',
  reveal_signature_invalid: 'signature invalid',
  reveal_limit: 'too many requests: the card details were shown too often in the last hour',
  evidence_not_requested: 'invalid action: this dispute does not ask for evidence now',
  evidence_too_large: 'too large: evidence is at most 5 MB',
  evidence_type_refused: 'unsupported type: evidence is a PDF, JPEG or PNG file',
  enrollment_refused: 'enrollment refused: the card issuer did not take the application',
  streams_full: 'unavailable: every live-update stream is taken; try again later',
  statements_busy: 'too many requests: statements are being prepared for others; try again in a moment',
  withdrawal_refused: 'invalid action: the withdrawal cannot be made as asked',
  payout_rejected: 'payout rejected: the transaction does not pay the withdrawal',
  withdrawal_closed: 'invalid action: the withdrawal is paid or failed already',
}
