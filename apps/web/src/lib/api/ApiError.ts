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

/** Any failed API call: the server's {code, message} plus the HTTP status (0 when no answer came). */
export class ApiError extends Error {
  override name = 'ApiError' as const
  readonly code: ApiErrorCode | (string & {})
  readonly status: number
  /** The server's human-readable message (English; contains the phrases SPEC section 8 reacts to). */
  readonly shortMessage: string
  /** A `validation_failed` answer's refused field, as a path in the body (`limits.daily`); never shown. */
  readonly field: string | undefined

  constructor(args: {
    code: string
    status: number
    message: string
    field?: string | undefined
    cause?: unknown
  }) {
    super(args.message, { cause: args.cause })
    this.code = args.code
    this.status = args.status
    this.shortMessage = args.message
    this.field = args.field
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
