// Type only: the domain barrel's values would bring zod into the home page's bundle.
import type { ApiErrorCode } from '@chaincard/domain'
import { WalletNotReadyError } from '../wallet/walletStore'
import { isApiError } from './ApiError'
import { SignInRejectedError } from './SignInRejectedError'

/** Every code of the closed set (the type makes a new code a compile error here until it has a sentence). */
const SENTENCE_CODES = {
  unauthorized: true,
  validation_failed: true,
  not_found: true,
  invalid_code: true,
  reach_limit: true,
  invalid_action: true,
  topup_disabled: true,
  payment_rejected: true,
  rate_limited: true,
  upstream_unavailable: true,
  internal: true,
  sign_in_chain_not_enabled: true,
  sign_in_domain_mismatch: true,
  sign_in_expired: true,
  sign_in_signature_invalid: true,
  code_too_long: true,
  over_card_maximum: true,
  insufficient_rewards: true,
  over_movable_excess: true,
  idempotency_conflict: true,
  card_locked_by_issuer: true,
  card_locked_by_operator: true,
  cross_site_request: true,
  // A refused card-details reveal (their sentences live in the `cardReveal` block).
  reveal_signature_expired: true,
  reveal_signature_invalid: true,
  reveal_limit: true,
  // Evidence for a dispute refused (their sentences live in the `dispute.evidence` block).
  evidence_not_requested: true,
  evidence_too_large: true,
  evidence_type_refused: true,
  // The issuer refused an application (its sentence lives in the `enrollment.refused` block).
  enrollment_refused: true,
  // A budget of the service as a whole: every live-update stream taken, the statement queue full.
  streams_full: true,
  statements_busy: true,
  // A withdrawal refused as asked (the form says which rule, from the details), or an operator's refusals.
  withdrawal_refused: true,
  payout_rejected: true,
  withdrawal_closed: true,
} as const satisfies Record<ApiErrorCode, true>

const KNOWN_CODES: ReadonlySet<string> = new Set([...Object.keys(SENTENCE_CODES), 'network', 'timeout'])

/**
 * The translated sentence for a failure, as an i18n key under `errors.` (server sentences reached
 * people raw and in English): each API error code of the closed set has its own sentence with a next step; a
 * request that got no answer says so; anything else gets `fallbackKey`. The server's own message is never shown.
 * Sentences may use `{{email}}` (the support address).
 */
export function errorSentenceKey(error: unknown, fallbackKey = 'errors.unknown'): string {
  if (error instanceof SignInRejectedError) return 'sign_in.rejected'
  if (error instanceof WalletNotReadyError) return 'errors.wallet_not_ready'
  if (isApiError(error) && error.code.startsWith('reveal_') && KNOWN_CODES.has(error.code)) {
    return `cardReveal.errors.${error.code}`
  }
  if (isApiError(error) && error.code.startsWith('evidence_') && KNOWN_CODES.has(error.code)) {
    return `dispute.evidence.errors.${error.code}`
  }
  if (isApiError(error) && KNOWN_CODES.has(error.code)) return `errors.${error.code}`
  return fallbackKey
}

/** The sign-in refusals (401 of POST /api/auth and a session that ended): titled Sign-in, with Sign in again. */
export function isSignInError(error: unknown): boolean {
  return isApiError(error) && (error.code === 'unauthorized' || error.code.startsWith('sign_in_'))
}
