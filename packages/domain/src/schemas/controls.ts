// The owner's card controls (API.md "Card controls (the owner's)"): the body of PUT /api/card/{id}/controls and
// the answer of GET and PUT, and the reasons a control or the program's policy declines an authorization.
import { z } from 'zod'
import { ISO_3166_ALPHA3, isCountryAlpha3 } from '../constants/countries'
import { formatUsd } from '../money/usd'
import { MERCHANT_CATEGORY_NAMES } from '../rules/controls/merchantCategories'
import { AvsPolicy, type ProgramPolicy } from '../rules/controls/programPolicy'
import { PositiveUsdAmountInput, UsdAmount } from './common'

export const MerchantCategoryName = z.enum(MERCHANT_CATEGORY_NAMES)

export const MerchantLock = z.enum(['off', 'first_merchant', 'single_use'])
export type MerchantLock = z.infer<typeof MerchantLock>

const CountryAlpha3 = z.string().refine(isCountryAlpha3, {
  message: 'must be an ISO 3166-1 alpha-3 country code in capitals, such as USA or DEU',
})

const channels = z.strictObject({ online: z.boolean(), inStore: z.boolean(), atm: z.boolean() })

const unique = <T>(items: T[]) => new Set(items).size === items.length

function controlsOf<Amount extends z.ZodType<string>>(amount: Amount) {
  return z.strictObject({
    limits: z.strictObject({
      perPurchase: amount.nullable(),
      daily: amount.nullable(),
      monthly: amount.nullable(),
    }),
    blockedCategories: z
      .array(MerchantCategoryName)
      .max(MERCHANT_CATEGORY_NAMES.length)
      .refine(unique, { message: 'must not name a category twice' }),
    channels,
    // null is everywhere; an empty list would decline every purchase, which is what freezing the card is for.
    countries: z
      .array(CountryAlpha3)
      .min(1, 'must name at least one country, or be null for everywhere')
      .max(ISO_3166_ALPHA3.length)
      .refine(unique, { message: 'must not name a country twice' })
      .nullable(),
    merchantLock: MerchantLock,
  })
}

/**
 * PUT body: limits are USD amounts greater than 0 ("50", "50.5" or "50.00"; normalised to two decimals) or null
 * for none. A zero limit is refused: a card that may spend nothing is a frozen card, and freezing says so.
 */
export const CardControlsBody = controlsOf(PositiveUsdAmountInput)

/** The merchant a `first_merchant` card is locked to, by the name the network gave and its acceptor id. */
export const LockedMerchant = z.strictObject({
  name: z.string().max(200),
  acceptorId: z.string().min(1).max(64),
})

/** The stored controls, as GET and PUT answer them; `lockedMerchant` once a locked card met its merchant. */
export const CardControls = controlsOf(
  UsdAmount.refine((value) => /[1-9]/.test(value), { message: 'must be greater than 0' }),
)
  .extend({ lockedMerchant: LockedMerchant.optional() })
  .refine((controls) => controls.lockedMerchant === undefined || controls.merchantLock === 'first_merchant', {
    message: 'only a card locked to its first merchant names the merchant',
    path: ['lockedMerchant'],
  })

export type CardControlsBody = z.infer<typeof CardControlsBody>
export type CardControlsBodyInput = z.input<typeof CardControlsBody>
export type CardControls = z.infer<typeof CardControls>
export type LockedMerchant = z.infer<typeof LockedMerchant>

/** A card with no controls set: no limits of its own, no category blocked, every channel, everywhere, no lock. */
export const DEFAULT_CARD_CONTROLS: CardControls = {
  limits: { perPurchase: null, daily: null, monthly: null },
  blockedCategories: [],
  channels: { online: true, inStore: true, atm: true },
  countries: null,
  merchantLock: 'off',
}

/**
 * Why the owner's controls or the program's policy declined an authorization, as the history and the
 * notification name it. The program's rules share one reason: the owner cannot change them, so which one it
 * was is for operators (the decision's details), not a sentence in the app.
 */
export const ControlDeclineReason = z.enum([
  'program_policy',
  'single_use_spent',
  'merchant_locked',
  'channel_off',
  'category_blocked',
  'country_blocked',
  'over_purchase_limit',
  'over_daily_limit',
  'over_monthly_limit',
])
export type ControlDeclineReason = z.infer<typeof ControlDeclineReason>

/**
 * The program's policy as `/api/health` shows it: the merchant codes never approved, whether cash may be taken,
 * the per-card velocity (USD amounts per UTC day and month, purchases per UTC day) and the address check of
 * card-not-present purchases.
 */
export const ProgramPolicyView = z.object({
  blockedMccs: z.array(z.string().regex(/^\d{4}$/)),
  cash: z.enum(['on', 'off']),
  dailyAmount: UsdAmount,
  dailyCount: z.int().positive(),
  monthlyAmount: UsdAmount,
  avs: AvsPolicy,
})
export type ProgramPolicyView = z.infer<typeof ProgramPolicyView>

/** The policy as `ProgramPolicyView` writes it. */
export function programPolicyView(policy: ProgramPolicy): ProgramPolicyView {
  return {
    blockedMccs: [...policy.blockedMccs],
    cash: policy.cashAllowed ? 'on' : 'off',
    dailyAmount: formatUsd(policy.dailyAmountMicro, 'down'),
    dailyCount: policy.dailyCount,
    monthlyAmount: formatUsd(policy.monthlyAmountMicro, 'down'),
    avs: policy.avs,
  }
}
