/** Why a decimal string was refused. */
export type InvalidDecimalReason = 'not-a-string' | 'empty' | 'format' | 'negative' | 'precision' | 'decimals'

export type InvalidDecimalErrorParameters = {
  value: unknown
  reason: InvalidDecimalReason
  decimals?: number | undefined
  cause?: unknown
}

/**
 * A value that should be a plain decimal string ("12.30", "0.0018") was not one, or it carried
 * more fraction digits than allowed while the caller asked for an exact conversion.
 */
export class InvalidDecimalError extends Error {
  override readonly name = 'InvalidDecimalError' as const
  readonly shortMessage: string
  readonly reason: InvalidDecimalReason
  readonly value: unknown

  constructor({ value, reason, decimals, cause }: InvalidDecimalErrorParameters) {
    const shortMessage = describe(reason, decimals)
    super(`${shortMessage} (got ${preview(value)})`, { cause })
    this.shortMessage = shortMessage
    this.reason = reason
    this.value = value
  }
}

function describe(reason: InvalidDecimalReason, decimals: number | undefined): string {
  switch (reason) {
    case 'not-a-string':
      return 'Amount must be a decimal string, not a number or other type'
    case 'empty':
      return 'Amount is empty'
    case 'format':
      return 'Amount is not a plain decimal number (digits with an optional fraction, no exponent)'
    case 'negative':
      return 'Amount must not be negative'
    case 'precision':
      return `Amount has more than ${decimals ?? 0} decimal places`
    case 'decimals':
      return `Decimals must be an integer between 0 and 255 (got ${decimals})`
  }
}

function preview(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'bigint') return `${value}n`
  return `${typeof value} ${String(value)}`
}
