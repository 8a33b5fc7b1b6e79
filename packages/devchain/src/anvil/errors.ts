function withOutput(message: string, output: string): string {
  return output ? `${message}\nanvil output (last lines):\n${output}` : message
}

export class AnvilStartError extends Error {
  override readonly name = 'AnvilStartError'
  readonly shortMessage: string
  /** The last lines anvil printed before it failed, for diagnosis. */
  readonly output: string
  constructor(shortMessage: string, options: { output?: string; cause?: unknown } = {}) {
    const output = options.output?.trim() ?? ''
    super(withOutput(shortMessage, output), { cause: options.cause })
    this.shortMessage = shortMessage
    this.output = output
  }
}

export class AnvilStopError extends Error {
  override readonly name = 'AnvilStopError'
  readonly shortMessage: string
  readonly output: string
  constructor(shortMessage: string, options: { output?: string; cause?: unknown } = {}) {
    const output = options.output?.trim() ?? ''
    super(withOutput(shortMessage, output), { cause: options.cause })
    this.shortMessage = shortMessage
    this.output = output
  }
}
