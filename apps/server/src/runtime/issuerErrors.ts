export { CardDataDecryptError } from './cardData/cardDataErrors'

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
