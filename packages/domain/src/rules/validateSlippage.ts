import { SLIPPAGE_MAX, SLIPPAGE_MAX_DECIMALS, SLIPPAGE_MIN } from '../constants/topup'
import { formatDecimal } from '../money/formatDecimal'
import { parseDecimal } from '../money/parseDecimal'

/** SPEC message keys (`top-up.error-msg.<key>`) for the slippage input. */
export type SlippageErrorKey = 'slippage-invalid' | 'slippage-numeric' | 'slippage-overflow'

export type ValidateSlippageResult =
  | { ok: true /** Canonical form to send and compare: "0.1", "12.5", "50". */; value: string }
  | { ok: false; error: SlippageErrorKey }

// What a person would call a number: optional minus, digits with an optional fraction, or ".5".
const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * Slippage input in percent (SPEC section 5), checked in this order:
 * 1. empty or whitespace -> `slippage-invalid` (required);
 * 2. not a plain number (letters, exponent, several dots) -> `slippage-numeric`;
 * 3. below 0.1 or above 50 -> `slippage-overflow`;
 * 4. finer than the 0.01 input step ("0.125") -> `slippage-numeric`.
 */
export function validateSlippage(input: string): ValidateSlippageResult {
  const value = input.trim()
  if (value === '') return { ok: false, error: 'slippage-invalid' }
  if (!NUMERIC.test(value)) return { ok: false, error: 'slippage-numeric' }
  if (value.startsWith('-')) return { ok: false, error: 'slippage-overflow' }
  const plain = value.startsWith('.') ? `0${value}` : value.endsWith('.') ? value.slice(0, -1) : value
  // Compare exactly at the input's own precision, rounding toward the bound being tested.
  const fractionDigits = Math.max(plain.split('.')[1]?.length ?? 0, SLIPPAGE_MAX_DECIMALS)
  const scaled = parseDecimal(plain, fractionDigits)
  if (
    scaled < parseDecimal(SLIPPAGE_MIN, fractionDigits) ||
    scaled > parseDecimal(SLIPPAGE_MAX, fractionDigits)
  ) {
    return { ok: false, error: 'slippage-overflow' }
  }
  let hundredths: bigint
  try {
    hundredths = parseDecimal(plain, SLIPPAGE_MAX_DECIMALS)
  } catch {
    return { ok: false, error: 'slippage-numeric' }
  }
  return { ok: true, value: formatDecimal(hundredths, SLIPPAGE_MAX_DECIMALS) }
}
