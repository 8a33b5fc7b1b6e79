/** A Sign-In with Ethereum message breaks the EIP-4361 ABNF; `shortMessage` names the rule, never the input. */
export class SiweGrammarError extends Error {
  override readonly name = 'SiweGrammarError' as const
  readonly shortMessage: string

  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}
