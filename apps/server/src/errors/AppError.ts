import { defaultMessage, type ErrorCode, errorPhrase, errorStatus } from './codes'

export type AppErrorOptions = {
  cause?: unknown
  /** Overrides the code's status where HTTP needs a more precise one (413, 415); the code stays. */
  status?: number
  /** Seconds until a spent budget allows the request again: sent as `Retry-After`. */
  retryAfterSeconds?: number
}

/**
 * An error the API answers with `{ code, message }`. The message is safe to show to users: it must not
 * carry internals (the cause is kept for logs only). It always contains the code's phrase, so
 * `new AppError('invalid_action', 'card is locked')` reads "invalid action: card is locked".
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  readonly code: ErrorCode
  readonly status: number
  readonly shortMessage: string
  readonly retryAfterSeconds: number | undefined

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    const phrase = errorPhrase[code]
    const text = !message
      ? defaultMessage[code]
      : phrase === null || message.toLowerCase().includes(phrase)
        ? message
        : `${phrase}: ${message}`
    super(text, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.status = options.status ?? errorStatus[code]
    this.shortMessage = text
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}
