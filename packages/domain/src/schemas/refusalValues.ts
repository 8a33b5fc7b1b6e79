// The closed value lists of refusal details, free of zod: the schemas (errorDetails.ts, wallets.ts) and the
// zod-free check the web's first load uses (isApiErrorDetails.ts) read the same lists.

export const ENROLLMENT_REFUSAL_VALUES = [
  'not_enrolling',
  'cardholder_required',
  'terms_version',
  'date_of_birth_required',
  'government_id_required',
  'too_young',
  'rejected_before',
  'address_country',
  'address_region',
  'address_postal_code',
  'kyc_not_passed',
  'issuer_refused',
] as const
export const DISPUTE_REFUSAL_VALUES = ['not_settled', 'refunded', 'disputed', 'too_old'] as const
export const PAYOUT_REFUSAL_VALUES = [
  'not_found',
  'reverted',
  'wrong_token',
  'wrong_recipient',
  'wrong_amount',
  'unconfirmed',
  'used',
  'not_open',
] as const
export const WALLET_TOKEN_STATUS_VALUES = ['pending', 'active', 'paused', 'removed', 'declined'] as const
