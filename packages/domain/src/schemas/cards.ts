// Cards (API.md "Cards and orders"): the card shape shared with orders, card products, the per-card routes
// that answer JSON (image, display name, top-up info, 3DS). Transactions live in `transactions.ts`, orders in
// `orders.ts`, the card list in `cardList.ts`.
import { z } from 'zod'
import { CARD_FEATURES, CARD_STATUSES } from '../constants/cardStatus'
import { CARD_PROGRAMS } from '../constants/products'
import {
  Address,
  BaseUnits,
  ChainId,
  CurrencyAmount,
  FeeRate,
  FiatCurrency,
  Id,
  IsoDateTime,
  IssuerId,
  ProductId,
  SignedUsdAmount,
  TokenCurrency,
  TxHash,
  UsdAmount,
} from './common'

// The types `CardStatus`, `CardProgram` and `CardFeature` come from `constants`; these schemas are named
// `...Enum` so the two barrels do not export the same name.
export const CardStatusEnum = z.enum(CARD_STATUSES)
export const CardProgramEnum = z.enum(CARD_PROGRAMS)
export const CardFeatureEnum = z.enum(CARD_FEATURES)

/**
 * Masked card number: `**** **** **** 1234`, or `**** **** **** ****` before the issuer has issued the card.
 * A full card number can never pass this schema, so it cannot leak through a JSON answer.
 */
export const MaskedCardNumber = z
  .string()
  .regex(/^(?:\*{4} ){3}(?:\d{4}|\*{4})$/, 'must be a masked card number "**** **** **** 1234"')

/** Masked card holder name: first letter of each word, the rest starred (`J*** D**`), or "" before one is set. */
export const MaskedName = z
  .string()
  .max(64)
  .regex(/^(?:[\p{L}\p{M}]\**(?: [\p{L}\p{M}]\**)*)?$/u, 'must be a masked name such as "J*** D**"')

/** Path parameters of every `/card/:id/...` route (orders included: one id space). */
export const CardParams = z.object({ id: Id })

/**
 * A card or an order. `cardId` is the issuer's id, null until issued; `balanceUpper` null means unlimited;
 * `balance` can be negative (overdraft); `hash` is the last payment's transaction hash.
 */
export const Card = z.object({
  id: Id,
  cardId: IssuerId.nullable(),
  number: MaskedCardNumber,
  program: CardProgramEnum,
  productId: ProductId,
  status: CardStatusEnum,
  expired: z.boolean(),
  expiresAt: IsoDateTime.nullable(),
  balance: SignedUsdAmount,
  balanceUpper: UsdAmount.nullable(),
  original: z.object({ balanceUpper: UsdAmount.nullable() }),
  pendingTopup: UsdAmount,
  /**
   * What open authorizations hold (rounded up): not spendable, yet on the card, so it counts against the
   * maximum (domain getCardRoom). Absent from answers before it existed: 0.
   */
  held: UsdAmount.optional(),
  hash: TxHash.nullable(),
  currency: z.literal('USD'),
  name: MaskedName,
  topupDisabled: z.boolean(),
  supported: z.array(CardFeatureEnum).max(CARD_FEATURES.length),
  /**
   * The issuer could not issue this application's card, for good (attempts or age exhausted): shown as such,
   * not as in review; an operator has an exception for it. Absent or false otherwise.
   */
  issuanceFailed: z.boolean().optional(),
})

const DisplayText = z.string().min(1).max(200)

export const CardProduct = z.object({
  id: ProductId,
  name: z.string().min(1).max(100),
  program: CardProgramEnum,
  feature: z.array(DisplayText).max(20),
  scenario: z.array(DisplayText).max(20),
  note: z.array(DisplayText).max(20),
})

/**
 * The card details, shown until the owner confirms they saved them (`GET /card/{id}/img`, only in
 * `waiting_to_get`): the card picture as an SVG data URI, and number, expiry and CVV as text so each can be
 * copied. The only answer that carries a full card number; it is never cached (`no-store`) or logged.
 */
export const CardImageResponse = z.object({
  img: z
    .string()
    .max(1_000_000)
    .regex(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 SVG data URI'),
  number: z.string().regex(/^\d{12,19}$/, 'must be a card number of 12 to 19 digits'),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be MM/YY'),
  cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
})

/** The unmasked card holder name. */
export const DisplayNameResponse = z.object({ displayName: z.string().min(1).max(64) })

export const TopupInfoQuery = z.object({ currency: TokenCurrency })

/**
 * What a top-up of this card in `currency` needs: the card's receiving address on that chain, the fee rate
 * (and the original one, shown struck through when discounted) and the bounds in base units of `currency`.
 * `upper` is null when the card has no limit.
 */
export const TopupInfoResponse = z.object({
  topupCurrency: TokenCurrency,
  address: Address,
  currency: TokenCurrency,
  chainId: ChainId,
  feeRate: FeeRate,
  original: z.object({ feeRate: FeeRate }),
  lower: BaseUnits,
  upper: BaseUnits.nullable(),
})

/** The newest unexpired 3DS challenge of a card. */
export const ThreeDsChallenge = z.object({
  otp: z.string().regex(/^\d{6}$/, 'must be a 6-digit one-time code'),
  merchantName: z.string().min(1).max(100),
  currency: FiatCurrency,
  amount: CurrencyAmount,
})

/** A 3DS challenge, or the JSON string "OK" when there is none. */
export const ThreeDsResponse = z.union([ThreeDsChallenge, z.literal('OK')])

export type MaskedCardNumber = z.infer<typeof MaskedCardNumber>
export type MaskedName = z.infer<typeof MaskedName>
export type CardParams = z.infer<typeof CardParams>
export type Card = z.infer<typeof Card>
export type CardProduct = z.infer<typeof CardProduct>
export type CardImageResponse = z.infer<typeof CardImageResponse>
export type DisplayNameResponse = z.infer<typeof DisplayNameResponse>
export type TopupInfoQuery = z.infer<typeof TopupInfoQuery>
export type TopupInfoResponse = z.infer<typeof TopupInfoResponse>
export type ThreeDsChallenge = z.infer<typeof ThreeDsChallenge>
export type ThreeDsResponse = z.infer<typeof ThreeDsResponse>
