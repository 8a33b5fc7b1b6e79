import { type ApiErrorDetails, isApiErrorDetails } from '@chaincard/domain'

export type ApiErrorCode =
  | 'unauthorized'
  | 'validation_failed'
  | 'not_found'
  | 'invalid_code'
  | 'reach_limit'
  | 'invalid_action'
  | 'topup_disabled'
  | 'payment_rejected'
  | 'rate_limited'
  | 'upstream_unavailable'
  | 'internal'
  /** No HTTP answer: the network failed or the 300 s timeout hit. */
  | 'network'
  | 'timeout'
  /** A non-2xx answer without the {code,message} body. */
  | 'unknown'

/**
 * Any failed API call: the server's {code, message, details} plus the HTTP status (0 when no answer came).
 * The app reacts to `code` and `details`, never to the message (English, for logs).
 */
export class ApiError extends Error {
  override name = 'ApiError' as const
  readonly code: ApiErrorCode | (string & {})
  readonly status: number
  /** The server's human-readable message (English, for logs and reports; never shown, never parsed). */
  readonly shortMessage: string
  /** The typed details of the refusal, when it has them (the domain's one union). */
  readonly details: ApiErrorDetails | undefined

  constructor(args: { code: string; status: number; message: string; details?: unknown; cause?: unknown }) {
    super(args.message, { cause: args.cause })
    this.code = args.code
    this.status = args.status
    this.shortMessage = args.message
    // Details this build does not know are left out: the code alone still says what happened. Checked by the
    // domain's zod-free check (held equal to its schema): this class is on the home page's first load, zod is not.
    this.details = isApiErrorDetails(args.details) ? args.details : undefined
  }

  /** A `validation_failed` answer's first refused field, as a path (`body.limits.daily`); never shown. */
  get field(): string | undefined {
    return this.details?.kind === 'fields' ? this.details.fields[0]?.path : undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
