/** A series was declared with a name outside the `chaincard_` scheme, or twice. */
export class MetricsNameError extends Error {
  override readonly name = 'MetricsNameError' as const
  readonly shortMessage: string

  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}
