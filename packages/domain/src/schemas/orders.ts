// Orders (API.md "Cards and orders"): an order is a card that is not activated yet, same id for life.
import { isValidPhoneNumber } from 'libphonenumber-js'
import { z } from 'zod'
import { DISPLAY_NAME_MAX, normalizePersonName } from '../rules/personName'
import { isValidDisplayName } from '../rules/validateContactForm'
import { Card } from './cards'
import { Address, BaseUnits, FeeRate, Id, ProductId, TokenCurrency } from './common'
import { CardholderInput } from './enrollment'
import { OwnerLanguage } from './mail'

export const OrderParams = z.object({ id: Id })

/** Bounds of a first top-up in base units of the order currency; `upper` null when the card has no limit. */
export const OrderTopup = z.object({
  lower: BaseUnits,
  upper: BaseUnits.nullable(),
  feeRate: FeeRate,
  original: z.object({ feeRate: FeeRate }),
})

/**
 * A card plus what paying for it needs: the currencies it can be paid in, the order currency and amount
 * (base units), the receiving address, the amount paid so far (base units) and the top-up bounds.
 */
export const Order = Card.extend({
  availableCurrencies: z.array(TokenCurrency).max(50),
  orderCurrency: TokenCurrency,
  orderAmount: BaseUnits,
  address: Address,
  amount: BaseUnits,
  topup: OrderTopup,
  /**
   * Why the last reported payment failed, once the order went back to waiting for payment: the transaction
   * reverted, it paid nothing to this order, or it was dropped from the mempool; null otherwise.
   */
  paymentFailure: z.enum(['reverted', 'not_a_payment', 'dropped']).nullable(),
})

export const CreateOrderBody = z.strictObject({
  currency: TokenCurrency,
  productId: ProductId,
})

export const CreateOrderResponse = z.object({ id: Id })

export const OrderEditBody = z.strictObject({ currency: TokenCurrency })

export const OrderEditResponse = z.object({
  id: Id,
  address: Address,
  currency: TokenCurrency,
  topup: z.object({
    original: z.object({ feeRate: FeeRate }),
    feeRate: FeeRate,
    lower: BaseUnits,
  }),
})

/**
 * Phone of the contact form. `callingCode` is the country calling code as digits ("1", "44"); a leading "+"
 * is accepted and removed, so the stored form never has it. `phoneNumber` is the national number, digits
 * only. Together ("+" + callingCode + phoneNumber) they must be a valid phone number.
 */
export const Phone = z
  .strictObject({
    callingCode: z
      .string()
      .regex(/^\+?[1-9]\d{0,2}$/, 'must be a calling code of 1-3 digits, optionally after "+"')
      .transform((value) => value.replace(/^\+/, '')),
    phoneNumber: z.string().regex(/^\d{4,14}$/, 'must be 4-14 digits'),
  })
  .refine((phone) => isValidPhoneNumber(`+${phone.callingCode}${phone.phoneNumber}`), {
    message: 'invalid phone',
    path: ['phoneNumber'],
    // Only once both fields are well-formed (and the "+" is stripped): zod runs refinements after field issues.
    when: (payload) => payload.issues.length === 0,
  })

/**
 * Contact information of an application. `displayName` is a person's name (`isValidDisplayName`: letters of any
 * script with spaces, hyphens or apostrophes, at most `DISPLAY_NAME_MAX`), kept normalized; `email` at most 254.
 */
export const ContactInfoBody = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'invalid email' })),
  phone: Phone,
  displayName: z
    .string()
    // Room for white space around the name; the name itself is checked against DISPLAY_NAME_MAX.
    .max(DISPLAY_NAME_MAX * 2)
    .refine(isValidDisplayName, 'invalid display name')
    .transform(normalizePersonName),
  /** The app's language: the owner's e-mails are written in it; absent: Accept-Language, else en. */
  language: OwnerLanguage.optional(),
  /**
   * The cardholder, when the program enrolls cardholders with the issuer (`config.enrollment`):
   * required then for a person not enrolled yet, refused otherwise.
   */
  cardholder: CardholderInput.optional(),
})

export type OrderParams = z.infer<typeof OrderParams>
export type OrderTopup = z.infer<typeof OrderTopup>
export type Order = z.infer<typeof Order>
export type CreateOrderBody = z.infer<typeof CreateOrderBody>
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>
export type OrderEditBody = z.infer<typeof OrderEditBody>
export type OrderEditResponse = z.infer<typeof OrderEditResponse>
export type Phone = z.infer<typeof Phone>
export type ContactInfoBody = z.infer<typeof ContactInfoBody>
export type ContactInfoBodyInput = z.input<typeof ContactInfoBody>
