import { parseRatio } from '../money/multiplyByDecimal'

/** SPEC section 8 swap abort reasons, in the order they are checked. */
export const SWAP_ABORT_REASONS = [
  'swap info is null',
  'chainId does not match',
  'slippage does not match',
  'fromToken does not match',
  'amount does not match',
  'toToken does not match',
  'address does not match',
  'currency does not match',
  'toAddress does not match',
] as const
export type SwapAbortReason = (typeof SWAP_ABORT_REASONS)[number]

/** The fields of a `POST /swap` answer that are checked before sending. */
export type SwapQuoteToCheck = {
  id: number | string
  slippage: string
  fromToken: string
  fromAmount: string
  toToken: string
  address: string
  currency: string
  transactionRequestData: { to: string; value?: string | undefined }
}

export type ExpectedSwap = {
  chainId: number
  /** Slippage sent with the request ("0.1"); compared as a number ("0.10" matches). */
  slippage: string
  fromToken: string
  /** Whether `fromToken` is the chain's native coin: then the transaction value must be the amount, else 0. */
  fromNative: boolean
  /** Amount to swap, base units of `fromToken`. */
  amount: bigint
  /** The order-currency token of the chain. */
  toToken: string
  /** The card's receiving address (from the top-up info). */
  payee: string
  /** The order currency id ("usdt"). */
  currency: string
  /** The chain's swap router: the transaction must go there. */
  router: string
}

/**
 * Checks a swap quote against what the user asked for before the wallet signs anything
 * (SPEC sections 5 and 8). Returns the first mismatch's abort reason, or null when it all matches.
 * Addresses compare case-insensitively; amounts and slippage compare as exact numbers. The transaction's
 * native `value` is part of the amount check: the full amount for a native coin, zero for a token.
 */
export function checkSwapQuote(
  quote: SwapQuoteToCheck | null | undefined,
  expected: ExpectedSwap,
): SwapAbortReason | null {
  if (!quote) return 'swap info is null'
  if (String(quote.id) !== String(expected.chainId)) return 'chainId does not match'
  if (!sameDecimal(quote.slippage, expected.slippage)) return 'slippage does not match'
  if (!sameAddress(quote.fromToken, expected.fromToken)) return 'fromToken does not match'
  const value = toBigInt(quote.transactionRequestData.value ?? '0')
  if (
    toBigInt(quote.fromAmount) !== expected.amount ||
    value !== (expected.fromNative ? expected.amount : 0n)
  ) {
    return 'amount does not match'
  }
  if (!sameAddress(quote.toToken, expected.toToken)) return 'toToken does not match'
  if (!sameAddress(quote.address, expected.payee)) return 'address does not match'
  if (quote.currency.toLowerCase() !== expected.currency.toLowerCase()) return 'currency does not match'
  if (!sameAddress(quote.transactionRequestData.to, expected.router)) return 'toAddress does not match'
  return null
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

function sameAddress(a: string, b: string): boolean {
  return ADDRESS.test(a) && ADDRESS.test(b) && a.toLowerCase() === b.toLowerCase()
}

function toBigInt(value: string): bigint | null {
  if (typeof value !== 'string' || !/^(?:\d+|0x[0-9a-fA-F]+)$/.test(value)) return null
  return BigInt(value)
}

function sameDecimal(a: string, b: string): boolean {
  try {
    const x = parseRatio(a)
    const y = parseRatio(b)
    return x.units * y.scale === y.units * x.scale
  } catch {
    return false
  }
}
