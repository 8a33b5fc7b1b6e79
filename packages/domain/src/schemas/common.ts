// Wire primitives shared by every API schema (API.md "Conventions").
//
// Two families, on purpose:
// - `...Input` schemas are for requests (body, query, params). They accept the lenient forms API.md allows
//   (any-case addresses and hashes, "10" or "10.5" for USD) and normalise with a transform.
// - The plain names (`Address`, `TxHash`, `UsdAmount`, ...) are for responses. They only validate, never
//   transform: the server's serializer runs `z.encode`, which refuses one-way transforms, and a response that
//   is not already canonical must fail loudly rather than be rewritten.
//
// Ids: every id the server generates (cards and orders share one id space, sandbox authorizations) is a
// lowercase canonical UUID (`crypto.randomUUID()` or PostgreSQL `gen_random_uuid()`), 36 characters.
// Ids that come from the card issuer (`cardId`, transaction ids) are opaque: 1-64 characters of
// [A-Za-z0-9_.:-], starting with a letter or digit.
import { getAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import { MAX_PAGE_LIMIT, PAGE_SIZE } from '../constants/paging'
import { SLIPPAGE_MAX, SLIPPAGE_MIN } from '../constants/topup'

// ---------------------------------------------------------------------------------------------- addresses

const hexChars = (length: number) => z.string().regex(new RegExp(`^[0-9a-fA-F]{${length}}$`))

/** Request address: 0x + 40 hex in any case; normalised to EIP-55 checksum. */
export const AddressInput = z
  .templateLiteral(['0x', hexChars(40)], { message: 'must be an address: 0x followed by 40 hex characters' })
  .transform((value) => getAddress(value))

/** Response address: 0x + 40 hex, EIP-55 checksummed. */
export const Address = z
  .templateLiteral(['0x', hexChars(40)], { message: 'must be an address: 0x followed by 40 hex characters' })
  .refine((value) => value === getAddress(value), { message: 'must be EIP-55 checksummed' })

/** EIP-55 checksum of a 0x + 40 hex address in any case (throws on anything else). */
export function checksumAddress(value: string): `0x${string}` {
  return getAddress(value)
}

// ------------------------------------------------------------------------------------------------- hashes

/** Request transaction hash: 0x + 64 hex in any case; normalised to lowercase. */
export const TxHashInput = z
  .templateLiteral(['0x', hexChars(64)], {
    message: 'must be a transaction hash: 0x followed by 64 hex characters',
  })
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** Response transaction hash: 0x + 64 lowercase hex. */
export const TxHash = z.templateLiteral(['0x', z.string().regex(/^[0-9a-f]{64}$/)], {
  message: 'must be a transaction hash: 0x followed by 64 lowercase hex characters',
})

const HEX_DATA_MAX_BYTES = 65_536

/** Arbitrary 0x-prefixed hex of whole bytes (calldata, signatures), at most 64 KiB. */
export const HexData = z
  .templateLiteral(['0x', z.string().regex(/^(?:[0-9a-fA-F]{2})*$/)], {
    message: 'must be 0x-prefixed hex of whole bytes',
  })
  .refine((value) => value.length <= 2 + 2 * HEX_DATA_MAX_BYTES, { message: 'must be at most 64 KiB' })

// ---------------------------------------------------------------------------------------------------- USD

// USD amounts: at most 12 integer digits (below one trillion dollars), no leading zeros, no sign.
const USD_INPUT_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/
const SIGNED_USD_INPUT_PATTERN = /^-?(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/
const USD_PATTERN = /^(?:0|[1-9]\d{0,11})\.\d{2}$/
const SIGNED_USD_PATTERN = /^-?(?:0|[1-9]\d{0,11})\.\d{2}$/

/** Pads a validated decimal string to exactly two decimals ("10" -> "10.00", "-0.5" -> "-0.50", "-0" -> "0.00"). */
export function toTwoDecimals(value: string): string {
  const negative = value.startsWith('-')
  const unsigned = negative ? value.slice(1) : value
  const [whole = '0', fraction = ''] = unsigned.split('.')
  const padded = `${whole}.${fraction.padEnd(2, '0')}`
  return negative && /[1-9]/.test(padded) ? `-${padded}` : padded
}

const isZeroDecimal = (value: string): boolean => !/[1-9]/.test(value)

/** Request USD amount: non-negative decimal string, at most 2 decimals; normalised to exactly 2. Never a number. */
export const UsdAmountInput = z
  .string()
  .regex(USD_INPUT_PATTERN, 'must be a non-negative USD amount as a string with at most 2 decimals')
  .transform(toTwoDecimals)

/** Request USD amount that must be greater than zero. */
export const PositiveUsdAmountInput = UsdAmountInput.refine((value) => !isZeroDecimal(value), {
  message: 'must be greater than 0',
})

/** Request signed USD amount (operator adjustments): optional leading "-", at most 2 decimals; normalised. */
export const SignedUsdAmountInput = z
  .string()
  .regex(SIGNED_USD_INPUT_PATTERN, 'must be a USD amount as a string with at most 2 decimals')
  .transform(toTwoDecimals)

/** Response USD amount: non-negative, exactly 2 decimals ("12.30"). */
export const UsdAmount = z.string().regex(USD_PATTERN, 'must be a USD amount with exactly 2 decimals')

/** Response signed USD amount (balances can go negative): exactly 2 decimals, no "-0.00". */
export const SignedUsdAmount = z
  .string()
  .regex(SIGNED_USD_PATTERN, 'must be a signed USD amount with exactly 2 decimals')
  .refine((value) => value !== '-0.00', { message: 'must not be negative zero' })

/** Amount in the currency of a card transaction's merchant (JPY has 0 decimals, KWD 3); may be negative. */
export const CurrencyAmount = z
  .string()
  .regex(/^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,3})?$/, 'must be a decimal amount string with at most 3 decimals')

/** ISO 4217 code of a fiat currency ("USD", "EUR"). */
export const FiatCurrency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code')

// ------------------------------------------------------------------------------------------ token amounts

/** Token amount in base units: non-negative integer string, no sign, no leading zeros, at most 2^256 - 1. */
export const BaseUnits = z
  .string()
  // abort: zod runs later checks after a failed one, and BigInt() throws on what the pattern refused.
  .regex(/^(?:0|[1-9]\d{0,77})$/, {
    message: 'must be a non-negative integer string in base units',
    abort: true,
  })
  .refine((value) => BigInt(value) <= maxUint256, { message: 'must fit in 256 bits' })

/** Base-unit amount that must be greater than zero. */
export const PositiveBaseUnits = BaseUnits.refine((value) => value !== '0', {
  message: 'must be greater than 0',
})

/**
 * Currency id of a token as the server names it (`usdt`, `usdt-bep20`, `usdc-arb-erc20`): the order currency
 * of a chain, an entry of `availableCurrencies`, the `currency` of top-up calls.
 */
export const TokenCurrency = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/,
    'must be a currency id of 1-40 letters, digits, ".", "_" or "-"',
  )

// ------------------------------------------------------------------------------------------------ rates

/** Non-negative decimal string such as an exchange rate ("1.0004", "93012.5"). */
export const Rate = z
  .string()
  .max(64)
  .regex(/^(?:0|[1-9]\d{0,29})(?:\.\d{1,30})?$/, 'must be a non-negative decimal string')

/** A fraction in [0, 1) as a decimal string: fee rates ("0.0018") and rebates ("0.002"). */
export const FeeRate = z.string().regex(/^0(?:\.\d{1,18})?$/, 'must be a decimal string between 0 and 1')

const SLIPPAGE_PATTERN = /^(?:0|[1-9]\d?)(?:\.\d{1,2})?$/

/** Slippage in hundredths of a percent, from a string already matching the slippage pattern. */
function slippageHundredths(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.')
  return Number.parseInt(whole, 10) * 100 + Number.parseInt(fraction.padEnd(2, '0'), 10)
}

/**
 * Swap slippage in percent as a string ("0.1"): 0.1 to 50, at most 2 decimals (SPEC section 5). Not
 * normalised, the quote echoes it unchanged so the web app can compare it as sent.
 */
export const Slippage = z
  .string()
  .regex(SLIPPAGE_PATTERN, { message: 'must be a percentage string with at most 2 decimals', abort: true })
  .refine(
    (value) => {
      const hundredths = slippageHundredths(value)
      return hundredths >= slippageHundredths(SLIPPAGE_MIN) && hundredths <= slippageHundredths(SLIPPAGE_MAX)
    },
    { message: 'must be between 0.1 and 50' },
  )

// ------------------------------------------------------------------------------------------- time and ids

/** UTC ISO 8601 timestamp with milliseconds, as `Date.prototype.toISOString` writes it. */
export const IsoDateTime = z.iso.datetime({ precision: 3, message: 'must be an ISO 8601 UTC timestamp' })

/** Server-generated id: lowercase canonical UUID. */
export const Id = z
  .uuid({ message: 'must be an id (UUID)' })
  .regex(/^[0-9a-f-]{36}$/, 'must be a lowercase UUID')

/** Issuer-assigned id (card id at the issuer, card transaction ids): opaque, bounded. */
export const IssuerId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'must be an id of 1-64 letters, digits, "_", ".", ":" or "-"')

/** Card product id from the product catalogue (`classic`, `business-usd`, ...). */
export const ProductId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a product id of 1-64 letters, digits, "_" or "-"')

/** EVM chain id: positive safe integer. */
export const ChainId = z.int().positive()

/** Block number: non-negative safe integer. */
export const BlockNumber = z.int().nonnegative()

// ------------------------------------------------------------------------------------------------- paging

/** Non-negative integer from a query string ("20") or a number; rejects "", "1e2", "-1", "0x10", " 5". */
const queryInt = (min: number, max: number) =>
  z
    .union([
      z.int().min(min).max(max),
      z
        .string()
        .regex(/^(?:0|[1-9]\d{0,9})$/, 'must be a non-negative integer')
        .transform(Number),
    ])
    .pipe(z.int().min(min).max(max))

/** Largest `skip` accepted: far beyond any real history, small enough for any SQL OFFSET. */
export const PAGE_SKIP_MAX = 1_000_000_000

/** Paging query: `skip` (default 0) and `limit` (default 10, 1 to 100). */
export const Paging = z.object({
  skip: queryInt(0, PAGE_SKIP_MAX).default(0),
  limit: queryInt(1, MAX_PAGE_LIMIT).default(PAGE_SIZE),
})

/** Paged answer `{ items, total }` for an item schema. */
export function paged<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item).max(MAX_PAGE_LIMIT),
    total: z.int().nonnegative(),
  })
}

// ------------------------------------------------------------------------------------------------- types

export type AddressInput = z.input<typeof AddressInput>
export type Address = z.infer<typeof Address>
export type TxHash = z.infer<typeof TxHash>
export type HexData = z.infer<typeof HexData>
export type UsdAmount = z.infer<typeof UsdAmount>
export type SignedUsdAmount = z.infer<typeof SignedUsdAmount>
export type CurrencyAmount = z.infer<typeof CurrencyAmount>
export type FiatCurrency = z.infer<typeof FiatCurrency>
export type BaseUnits = z.infer<typeof BaseUnits>
export type TokenCurrency = z.infer<typeof TokenCurrency>
export type Rate = z.infer<typeof Rate>
export type FeeRate = z.infer<typeof FeeRate>
export type Slippage = z.infer<typeof Slippage>
export type IsoDateTime = z.infer<typeof IsoDateTime>
export type Id = z.infer<typeof Id>
export type IssuerId = z.infer<typeof IssuerId>
export type ProductId = z.infer<typeof ProductId>
export type ChainId = z.infer<typeof ChainId>
export type Paging = z.infer<typeof Paging>
export type PagingInput = z.input<typeof Paging>
