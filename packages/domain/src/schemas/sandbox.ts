// Sandbox-only routes (API.md "Sandbox only"): simulate card purchases against the sandbox issuer.
import { z } from 'zod'
import { isCountryAlpha3 } from '../constants/countries'
import { currencyExponent } from '../money/currencyExponent'
import { FiatCurrency, IssuerId, PositiveUsdAmountInput, UsdAmount } from './common'
import { ControlDeclineReason } from './controls'

const MerchantName = z.string().trim().min(1).max(100)

/** A positive amount in a merchant's own currency, with at most that currency's decimals (checked with it). */
const MerchantAmountInput = z
  .string()
  .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,3})?$/, 'must be a positive decimal amount as a string')
  .refine((value) => !/^0(?:\.0*)?$/.test(value), { message: 'must be greater than 0' })

/** A merchant's own currency and amount: both or neither, the amount with at most the currency's decimals. */
function withMerchantAmount<T extends z.ZodType<{ merchantCurrency?: string; merchantAmount?: string }>>(
  schema: T,
) {
  return schema
    .refine((body) => (body.merchantCurrency === undefined) === (body.merchantAmount === undefined), {
      message: 'merchantCurrency and merchantAmount: both or neither',
      path: ['merchantAmount'],
    })
    .refine(
      (body) =>
        body.merchantCurrency === undefined ||
        body.merchantAmount === undefined ||
        (body.merchantAmount.split('.')[1]?.length ?? 0) <= currencyExponent(body.merchantCurrency),
      { message: "merchantAmount: more decimals than the merchant's currency has", path: ['merchantAmount'] },
    )
}

/**
 * What the program's policy and the owner's controls decide a sandbox purchase on, each with the default of an
 * ordinary purchase: the merchant's category code (`mcc`, default 5999 miscellaneous retail), where the card
 * was used (`channel`: `in_store` by default, `online`, `atm`), the merchant's country (ISO 3166-1 alpha-3,
 * default USA), the part taken as cash (`cashAmount`, at most the amount; an ATM takes all of it), the
 * acquirer's id of the merchant (`acceptorId`, default one derived from the merchant's name) and the address
 * check of an online purchase (`avs`, default `match`).
 */
export const PurchaseFacts = z.strictObject({
  mcc: z
    .string()
    .regex(/^\d{4}$/, 'must be a 4-digit merchant category code')
    .optional(),
  channel: z.enum(['in_store', 'online', 'atm']).optional(),
  country: z
    .string()
    .refine(isCountryAlpha3, {
      message: 'must be an ISO 3166-1 alpha-3 country code in capitals, such as USA',
    })
    .optional(),
  cashAmount: PositiveUsdAmountInput.optional(),
  acceptorId: z
    .string()
    .regex(/^[A-Za-z0-9 _.-]{1,32}$/, 'must be 1 to 32 letters, digits, spaces, ".", "_" or "-"')
    .optional(),
  avs: z.enum(['match', 'partial', 'mismatch', 'not_checked']).optional(),
})

/**
 * A purchase on a card; with `threeDS` a one-time code is created first and must be confirmed by `OtpBody`.
 * The card is billed `amount` USD; a merchant billing in its own currency gives it with `merchantCurrency` and
 * `merchantAmount` (shown beside the USD amount). `holdAmount`: what the issuer holds when more than the
 * amount (an automated fuel dispenser's, a tip's estimate). `partialApproval`: the terminal takes a partial
 * approval (a card that covers only part is approved for what it can pay).
 */
export const AuthorizationBody = withMerchantAmount(
  z.strictObject({
    amount: PositiveUsdAmountInput,
    merchantName: MerchantName,
    currency: z.literal('USD').optional(),
    threeDS: z.boolean().optional(),
    merchantCurrency: FiatCurrency.optional(),
    merchantAmount: MerchantAmountInput.optional(),
    holdAmount: PositiveUsdAmountInput.optional(),
    partialApproval: z.boolean().optional(),
    ...PurchaseFacts.shape,
  }),
).refine((body) => !body.threeDS || (body.holdAmount === undefined && body.partialApproval === undefined), {
  message: 'holdAmount and partialApproval: not with threeDS',
  path: ['threeDS'],
})

/** A merchant's credit announced to the card (a credit authorization): pending until captured (cleared). */
export const CreditBody = withMerchantAmount(
  z.strictObject({
    amount: PositiveUsdAmountInput,
    merchantName: MerchantName,
    merchantCurrency: FiatCurrency.optional(),
    merchantAmount: MerchantAmountInput.optional(),
  }),
)

/** An incremental authorization of an approved, pending purchase (a hotel's, a car rental's, a tip). */
export const IncrementBody = z.strictObject({ amount: PositiveUsdAmountInput })

/** A partial reversal of what is held (absent: all of it, a void). */
export const ReverseBody = z.strictObject({ amount: PositiveUsdAmountInput.optional() })

/** The merchant takes back what it refunded, all of it not taken back yet when `amount` is absent. */
export const RefundReversalBody = z.strictObject({ amount: PositiveUsdAmountInput.optional() })

/** The issuer corrects a cleared purchase: `amount` comes to (`credit`) or leaves (`debit`) the card. */
export const CorrectionBody = z.strictObject({
  amount: PositiveUsdAmountInput,
  direction: z.enum(['credit', 'debit']),
})

export const AuthorizationStatus = z.enum(['approved', 'declined', 'challenge'])

/**
 * Why an authorization was declined, most permanent reason first: by our decision (card suspended or expired,
 * the owner blocked, the card locked or not active, the available balance short), or by the issuer itself
 * before or after asking us (`issuer_declined`); a request the program cannot take at all: billed to the card
 * in another currency than the program's USD (`currency_not_supported`), or with a negative amount
 * (`invalid_amount`); and the program's policy or the owner's controls (`ControlDeclineReason`).
 */
export const AuthorizationDeclineReason = z.enum([
  'card_suspended',
  'card_expired',
  'user_blocked',
  'card_locked',
  'card_not_active',
  'insufficient_balance',
  'issuer_declined',
  'currency_not_supported',
  'invalid_amount',
  ...ControlDeclineReason.options,
])

export const AuthorizationResponse = z.object({
  id: IssuerId,
  status: AuthorizationStatus,
  declineReason: AuthorizationDeclineReason.optional(),
  /** A partial approval: the USD approved (less than asked). */
  approvedAmount: UsdAmount.optional(),
})

export const AuthorizationParams = z.object({ id: IssuerId })

export const OtpBody = z.strictObject({
  otp: z.string().regex(/^\d{6}$/, 'must be a 6-digit one-time code'),
})

/**
 * Clear an approved authorization: `amount` (default what is held), the last clearing unless `final` is false
 * (then the purchase stays pending, holding what is left, for another clearing). A purchase whose
 * authorization expired may still be cleared (a late clearing); a credit is cleared into the balance.
 */
export const CaptureBody = z.strictObject({
  amount: PositiveUsdAmountInput.optional(),
  final: z.boolean().optional(),
})

/** The merchant refunds a captured purchase, in full (what was captured and not refunded yet) when `amount` is absent. */
export const RefundBody = z.strictObject({ amount: PositiveUsdAmountInput.optional() })

export type PurchaseFacts = z.infer<typeof PurchaseFacts>
export type AuthorizationBody = z.infer<typeof AuthorizationBody>
export type AuthorizationBodyInput = z.input<typeof AuthorizationBody>
export type AuthorizationStatus = z.infer<typeof AuthorizationStatus>
export type AuthorizationDeclineReason = z.infer<typeof AuthorizationDeclineReason>
export type AuthorizationResponse = z.infer<typeof AuthorizationResponse>
export type AuthorizationParams = z.infer<typeof AuthorizationParams>
export type OtpBody = z.infer<typeof OtpBody>
export type CaptureBody = z.infer<typeof CaptureBody>
export type CreditBody = z.infer<typeof CreditBody>
export type IncrementBody = z.infer<typeof IncrementBody>
export type ReverseBody = z.infer<typeof ReverseBody>
export type RefundReversalBody = z.infer<typeof RefundReversalBody>
export type CorrectionBody = z.infer<typeof CorrectionBody>
export type RefundBody = z.infer<typeof RefundBody>
