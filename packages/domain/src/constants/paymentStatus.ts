// Where a payment and an enrollment stand: the one declaration of each list (the server's tables and code,
// the wire schemas and the web import them from here).

/**
 * Where a payment (one transaction paying one card on one chain) stands (DESIGN "Deposits and payments"):
 * reported by its owner, seen on chain, confirmed, credited, reverted, invalid (not a payment to the card) or
 * dropped (never mined).
 */
export const PAYMENT_STATUSES = [
  'reported',
  'seen',
  'confirmed',
  'credited',
  'reverted',
  'invalid',
  'dropped',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** What is unusual about a credited payment (BTCPay's invoice exception). */
export const PAYMENT_EXCEPTIONS = ['none', 'paid_partial', 'paid_over', 'paid_late'] as const
export type PaymentException = (typeof PAYMENT_EXCEPTIONS)[number]

/** Where a cardholder's enrollment with the issuer stands (`EnrollmentStatus` on the wire). */
export const CARDHOLDER_STATUSES = [
  'enrolling',
  'accepted',
  'pending_review',
  'pending_document',
  'rejected',
] as const
export type CardholderStatus = (typeof CARDHOLDER_STATUSES)[number]
