/** The deposit key material (DEPOSIT_XPUB or the sandbox mnemonic) is missing or unusable. */
export class DepositKeyError extends Error {
  override readonly name = 'DepositKeyError' as const
  readonly shortMessage: string

  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}
