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
