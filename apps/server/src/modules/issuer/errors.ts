export class CardDataKeyError extends Error {
  override readonly name = 'CardDataKeyError' as const
  readonly shortMessage: string

  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}

/** Ciphertext of card data did not decrypt: wrong key, tampered, or bound to another card. */
export class CardDataDecryptError extends Error {
  override readonly name = 'CardDataDecryptError' as const
  readonly shortMessage = 'card data could not be decrypted'

  constructor(options?: { cause?: unknown }) {
    super('card data could not be decrypted', options)
  }
}

/** The issuer refused a command or could not be reached (its HTTP status when it answered). Safe to retry. */
export class IssuerUnavailableError extends Error {
  override readonly name = 'IssuerUnavailableError' as const
  readonly shortMessage: string
  readonly status: number | undefined

  constructor(shortMessage: string, options?: { cause?: unknown; status?: number | undefined }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
    this.status = options?.status
  }
}

/** This issuer never lets card numbers reach our servers: its card view is the hosted embed. */
export class CardDetailsUnavailableError extends Error {
  override readonly name = 'CardDetailsUnavailableError' as const
  readonly shortMessage = 'this card issuer shows card details only in its hosted card view'

  constructor(options?: { cause?: unknown }) {
    super('this card issuer shows card details only in its hosted card view', options)
  }
}
