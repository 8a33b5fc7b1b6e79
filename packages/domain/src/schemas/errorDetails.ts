import { z } from 'zod'
import { WITHDRAWAL_REFUSALS } from '../rules/withdrawals/checkWithdrawal'
import { WITHDRAWAL_STATUSES } from '../rules/withdrawals/transitionWithdrawal'
import { DISPUTE_REFUSAL_VALUES, ENROLLMENT_REFUSAL_VALUES, PAYOUT_REFUSAL_VALUES } from './refusalValues'
import { WalletTokenStatus } from './wallets'

/**
 * Why the server refused an application's cardholder part, past the fields its schema checks:
 * `not_enrolling` (a cardholder part sent to a program that enrolls no one), `cardholder_required` (none sent
 * to one that does), `terms_version` (terms of another version accepted), `date_of_birth_required` /
 * `government_id_required` (the program's workflow needs them), `too_young` (younger than the minimum age),
 * `address_country` / `address_region` / `address_postal_code` (an address the workflow's issuer does not take):
 * 400s; `rejected_before` (the issuer rejected the person before), `kyc_not_passed` (a KYC_BYO program whose
 * provider has not recorded a pass for the person): 409; `issuer_refused` (the issuer read the application and
 * said no, its reasons in `reasons`: correct and send again): 422.
 */
export const ENROLLMENT_REFUSALS = ENROLLMENT_REFUSAL_VALUES

export const EnrollmentRefusal = z.enum(ENROLLMENT_REFUSALS)
export type EnrollmentRefusal = z.infer<typeof EnrollmentRefusal>

/** Why a purchase cannot be disputed: not a settled purchase, refunded in full, disputed already, too old. */
export const DISPUTE_REFUSALS = DISPUTE_REFUSAL_VALUES
export const DisputeRefusal = z.enum(DISPUTE_REFUSALS)
export type DisputeRefusal = z.infer<typeof DisputeRefusal>

/**
 * Why an operator's payout transaction does not pay a withdrawal: not found on the withdrawal's chain, reverted,
 * no transfer of the right token to the recipient, another amount, fewer confirmations than the chain requires,
 * already the payout of another withdrawal, or the withdrawal is no longer open (`status` says where it is).
 */
export const PAYOUT_REFUSALS = PAYOUT_REFUSAL_VALUES
export const PayoutRefusal = z.enum(PAYOUT_REFUSALS)
export type PayoutRefusal = z.infer<typeof PayoutRefusal>

/** One refused input: where (`body.cardholder.address.postalCode`, `query.month`) and which rule it broke. */
export const FieldIssue = z.object({
  path: z.string().min(1).max(200),
  rule: z.string().min(1).max(100),
})
export type FieldIssue = z.infer<typeof FieldIssue>

/**
 * What a refusal carries for a program to react to, beside its `code`: one closed union, told apart by `kind`.
 * The web reads these and the code, never the message (a sentence for people, in English).
 */
export const ApiErrorDetails = z.discriminatedUnion('kind', [
  /** The request's inputs that were refused (validation_failed), at most five. */
  z.object({ kind: z.literal('fields'), fields: z.array(FieldIssue).min(1).max(5) }),
  /** An application's cardholder part refused, with the issuer's reasons where it gave any. */
  z.object({
    kind: z.literal('enrollment'),
    refusal: EnrollmentRefusal,
    field: z.string().max(200).optional(),
    reasons: z.array(z.string().max(200)).max(20).optional(),
  }),
  /** A purchase that cannot be disputed, and why. */
  z.object({ kind: z.literal('dispute'), refusal: DisputeRefusal }),
  /** A wallet token's change refused: the card is locked (`unlock_first`), or the token is in `status` already. */
  z.object({
    kind: z.literal('wallet_token'),
    refusal: z.enum(['unlock_first', 'in_status']),
    status: WalletTokenStatus.optional(),
  }),
  /**
   * A withdrawal refused as asked, with the figure it was measured against (`limit`, USD: the minimum, the most
   * the card gives now, what is left of the daily limit, the fee now charged; absent where none applies).
   */
  z.object({
    kind: z.literal('withdrawal'),
    refusal: z.enum(WITHDRAWAL_REFUSALS),
    limit: z
      .string()
      .regex(/^(?:0|[1-9]\d*)\.\d{2}$/)
      .optional(),
  }),
  /** A payout transaction refused, and why; `confirmations`/`required` when it is not yet confirmed enough. */
  z.object({
    kind: z.literal('payout'),
    refusal: PayoutRefusal,
    confirmations: z.int().nonnegative().optional(),
    required: z.int().nonnegative().optional(),
    status: z.enum(WITHDRAWAL_STATUSES).optional(),
  }),
  /** Refused because of the user's own state (blocked or frozen by an operator): not a retryable condition. */
  z.object({ kind: z.literal('user_state') }),
  /**
   * The order is not paid yet (`status` new or pending): its contact form, which mails the address and may
   * enroll the person with the issuer, is taken once the first payment is confirmed (application_required).
   */
  z.object({ kind: z.literal('order_unpaid'), status: z.enum(['new', 'pending']) }),
])
export type ApiErrorDetails = z.infer<typeof ApiErrorDetails>
