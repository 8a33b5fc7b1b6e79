import type { ApiErrorDetails } from '@chaincard/domain'

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
    // Details of a kind this build does not know are left out: the code alone still says what happened. Checked
    // by hand, not by the domain's zod schema: this class is on the home page's first load, zod is not.
    this.details = isKnownDetails(args.details) ? args.details : undefined
  }

  /** A `validation_failed` answer's first refused field, as a path (`body.limits.daily`); never shown. */
  get field(): string | undefined {
    return this.details?.kind === 'fields' ? this.details.fields[0]?.path : undefined
  }
}

const KINDS: Record<ApiErrorDetails['kind'], (details: Record<string, unknown>) => boolean> = {
  fields: (d) =>
    Array.isArray(d.fields) &&
    d.fields.length > 0 &&
    d.fields.every(
      (f) => typeof f === 'object' && f !== null && typeof (f as { path?: unknown }).path === 'string',
    ),
  enrollment: (d) => typeof d.refusal === 'string',
  dispute: (d) => ['not_settled', 'refunded', 'disputed', 'too_old'].includes(d.refusal as string),
  wallet_token: (d) =>
    (d.refusal === 'unlock_first' || d.refusal === 'in_status') &&
    (d.status === undefined ||
      ['pending', 'active', 'paused', 'removed', 'declined'].includes(d.status as string)),
  withdrawal: (d) =>
    [
      'below_minimum',
      'not_cents',
      'over_available',
      'over_daily_limit',
      'fee_changed',
      'card_state',
    ].includes(d.refusal as string) &&
    (d.limit === undefined || typeof d.limit === 'string'),
  payout: (d) => typeof d.refusal === 'string',
  user_state: () => true,
}

function isKnownDetails(value: unknown): value is ApiErrorDetails {
  if (typeof value !== 'object' || value === null) return false
  const details = value as Record<string, unknown>
  const check = KINDS[details.kind as ApiErrorDetails['kind']]
  return typeof check === 'function' && check(details)
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
