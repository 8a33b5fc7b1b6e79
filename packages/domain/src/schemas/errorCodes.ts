// The closed set of API error codes with their HTTP status and phrase, free of zod: the web's first load reads
// them (the "invalid action" family) without the schema library.

/** HTTP status of every API error code. */
export const API_ERROR_STATUS = {
  unauthorized: 401,
  validation_failed: 400,
  not_found: 404,
  invalid_code: 400,
  reach_limit: 400,
  invalid_action: 409,
  topup_disabled: 409,
  payment_rejected: 422,
  rate_limited: 429,
  upstream_unavailable: 503,
  internal: 500,
  // Refusals that need a sentence of their own in the web app (each keeps its family's phrase).
  sign_in_chain_not_enabled: 401,
  sign_in_domain_mismatch: 401,
  sign_in_expired: 401,
  sign_in_signature_invalid: 401,
  code_too_long: 400,
  over_card_maximum: 409,
  insufficient_rewards: 409,
  over_movable_excess: 409,
  idempotency_conflict: 409,
  // A lock that is not the owner's to lift.
  card_locked_by_issuer: 409,
  card_locked_by_operator: 409,
  // A state-changing request whose Origin (or Sec-Fetch-Site) is not the site's own.
  cross_site_request: 403,
  // A card-details reveal refused (no session change: these are not 401).
  reveal_signature_expired: 400,
  reveal_signature_invalid: 400,
  reveal_limit: 429,
  // Evidence for a dispute refused: the dispute does not ask for any, the file is too large or of a type the
  // issuer does not take.
  evidence_not_requested: 409,
  evidence_too_large: 413,
  evidence_type_refused: 415,
  // The card issuer refused a cardholder's application (its 4xx): the person corrects it and sends it again.
  enrollment_refused: 422,
  // Budgets of what costs a connection or a render: every stream slot of the service is taken (503, come back
  // later; a person's own oldest stream is closed instead), the statement queue is full (429, try shortly).
  streams_full: 503,
  statements_busy: 429,
  // A withdrawal refused as asked (amount, limit, fee, card): details say which and the figure that applies.
  withdrawal_refused: 409,
  // An operator's payout transaction that does not pay the withdrawal (wrong token, amount, recipient, reverted,
  // not yet confirmed, used already): nothing changes.
  payout_rejected: 422,
  // A withdrawal already paid or failed: nothing more can happen to it (details name its status).
  withdrawal_closed: 409,
} as const satisfies Record<string, number>

type ApiErrorCode = keyof typeof API_ERROR_STATUS

/**
 * The phrase an error's `message` always contains, or null where the message is specific to the case
 * (`validation_failed` names the field and the rule, `payment_rejected` says why, `upstream_unavailable` which).
 */
export const API_ERROR_PHRASE = {
  unauthorized: 'unauthorized',
  validation_failed: null,
  not_found: 'not found',
  invalid_code: 'invalid code',
  reach_limit: 'reach limit',
  invalid_action: 'invalid action',
  topup_disabled: 'disabled',
  payment_rejected: null,
  rate_limited: 'too many requests',
  upstream_unavailable: null,
  internal: 'internal error',
  sign_in_chain_not_enabled: 'unauthorized',
  sign_in_domain_mismatch: 'unauthorized',
  sign_in_expired: 'unauthorized',
  sign_in_signature_invalid: 'unauthorized',
  code_too_long: 'invalid code',
  over_card_maximum: 'invalid action',
  insufficient_rewards: 'invalid action',
  over_movable_excess: 'invalid action',
  idempotency_conflict: 'invalid action',
  card_locked_by_issuer: 'invalid action',
  card_locked_by_operator: 'invalid action',
  cross_site_request: 'cross-site request',
  reveal_signature_expired: 'signature expired',
  reveal_signature_invalid: 'signature invalid',
  reveal_limit: 'too many requests',
  evidence_not_requested: 'invalid action',
  evidence_too_large: 'too large',
  evidence_type_refused: 'unsupported type',
  enrollment_refused: 'enrollment refused',
  streams_full: 'unavailable',
  statements_busy: 'too many requests',
  withdrawal_refused: 'invalid action',
  payout_rejected: 'payout rejected',
  withdrawal_closed: 'invalid action',
} as const satisfies Record<ApiErrorCode, string | null>

/** The codes SPEC section 8 reacts to by reloading the user's state: the "invalid action" family. */
export function isInvalidActionCode(code: string): boolean {
  return (API_ERROR_PHRASE as Record<string, string | null>)[code] === 'invalid action'
}
