import type { ApiErrorDetails } from '@chaincard/domain'
import { defaultMessage, type ErrorBody, type ErrorCode, errorPhrase, errorStatus } from './codes'

export type AppErrorOptions = {
  cause?: unknown
  /** What a program reacts to beside the code (the fields refused, the enrollment refusal): sent as `details`. */
  details?: ApiErrorDetails
  /** Overrides the code's status where HTTP needs a more precise one (413, 415); the code stays. */
  status?: number
  /** The one refused field of the body or query (`limits.daily`): answered as `details` of kind `fields`. */
  field?: string
  /** Seconds until a spent budget allows the request again: sent as `Retry-After`. */
  retryAfterSeconds?: number
}

/**
 * An error the API answers with `{ code, message, details? }`. The message is safe to show to users: it must not
 * carry internals (the cause is kept for logs only). It always contains the code's phrase, so
 * `new AppError('invalid_action', 'card is locked')` reads "invalid action: card is locked".
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  readonly code: ErrorCode
  readonly status: number
  readonly shortMessage: string
  readonly details: ApiErrorDetails | undefined
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
    this.details =
      options.details ??
      (options.field ? { kind: 'fields', fields: [{ path: options.field, rule: 'refused' }] } : undefined)
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  /** The answer's body: `{ code, message }`, and `details` when the refusal has them. */
  toBody(): ErrorBody {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message }
  }
}
