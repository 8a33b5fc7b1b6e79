import { formatDecimal } from './formatDecimal'

/** ISO 4217 currencies without minor units (the rest have 2 unless listed in THREE_DECIMALS). */
const ZERO_DECIMALS = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
])

/** ISO 4217 currencies with three decimals. */
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'])

/**
 * How many decimals an amount in `currency`'s minor units has (ISO 4217): 0 for JPY, 3 for KWD, 2 for the rest
 * (USD, EUR...). Card networks send merchant amounts in these minor units.
 */
export function currencyExponent(currency: string): number {
  if (ZERO_DECIMALS.has(currency)) return 0
  if (THREE_DECIMALS.has(currency)) return 3
  return 2
}

/**
 * An amount in `currency`'s minor units as a decimal string with all its decimals: `formatMinorAmount(900n,
 * 'EUR')` is `"9.00"`, `formatMinorAmount(1500n, 'JPY')` is `"1500"`, `formatMinorAmount(-5n, 'KWD')` is
 * `"-0.005"`.
 */
export function formatMinorAmount(minor: bigint, currency: string): string {
  const exponent = currencyExponent(currency)
  return formatDecimal(minor, exponent, { minFractionDigits: exponent })
}
