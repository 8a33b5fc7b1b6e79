import { InvalidDecimalError } from './errors'

/** 10^decimals as a bigint; decimals must be an integer in 0..255 (ERC-20 `decimals()` is a uint8). */
export function pow10(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidDecimalError({ value: decimals, reason: 'decimals', decimals })
  }
  return 10n ** BigInt(decimals)
}
