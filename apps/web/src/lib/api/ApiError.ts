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
  /**
   * The refusal's details as the server sent them, unchecked: read them with `detailsOf` (lib/api), which keeps
   * only the kinds this build knows. The check is not done here because this class is on the home page's first
   * load and the pages that react to details are not.
   */
  readonly rawDetails: unknown

  constructor(args: { code: string; status: number; message: string; details?: unknown; cause?: unknown }) {
    super(args.message, { cause: args.cause })
    this.code = args.code
    this.status = args.status
    this.shortMessage = args.message
    this.rawDetails = args.details
  }

  /** A `validation_failed` answer's first refused field, as a path (`body.limits.daily`); never shown. */
  get field(): string | undefined {
    const details = this.rawDetails as { kind?: unknown; fields?: { path?: unknown }[] } | null | undefined
    const path =
      details?.kind === 'fields' && Array.isArray(details.fields) ? details.fields[0]?.path : undefined
    return typeof path === 'string' ? path : undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
