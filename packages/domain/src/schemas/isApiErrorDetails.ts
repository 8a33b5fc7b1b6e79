// The refusal details' closed union checked by hand, free of zod: the web's first load reads a refusal's details
// without the schema library. A property test holds it equal to `ApiErrorDetails` (errorDetails.ts).
import { WITHDRAWAL_REFUSALS } from '../rules/withdrawals/checkWithdrawal'
import { WITHDRAWAL_STATUSES } from '../rules/withdrawals/transitionWithdrawal'
import type { ApiErrorDetails } from './errorDetails'
import {
  DISPUTE_REFUSAL_VALUES,
  ENROLLMENT_REFUSAL_VALUES,
  PAYOUT_REFUSAL_VALUES,
  WALLET_TOKEN_STATUS_VALUES,
} from './refusalValues'

const text = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && value.length >= min && value.length <= max
const oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value)
const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value)

const KINDS: Record<ApiErrorDetails['kind'], (details: Record<string, unknown>) => boolean> = {
  fields: (d) =>
    Array.isArray(d.fields) &&
    d.fields.length >= 1 &&
    d.fields.length <= 5 &&
    d.fields.every((f: unknown) => {
      if (typeof f !== 'object' || f === null) return false
      const { path, rule } = f as { path?: unknown; rule?: unknown }
      return text(path, 1, 200) && text(rule, 1, 100)
    }),
  enrollment: (d) =>
    oneOf(ENROLLMENT_REFUSAL_VALUES, d.refusal) &&
    optional(d.field, (field) => text(field, 0, 200)) &&
    optional(
      d.reasons,
      (reasons) =>
        Array.isArray(reasons) && reasons.length <= 20 && reasons.every((reason) => text(reason, 0, 200)),
    ),
  dispute: (d) => oneOf(DISPUTE_REFUSAL_VALUES, d.refusal),
  wallet_token: (d) =>
    oneOf(['unlock_first', 'in_status'], d.refusal) &&
    optional(d.status, (status) => oneOf(WALLET_TOKEN_STATUS_VALUES, status)),
  withdrawal: (d) =>
    oneOf(WITHDRAWAL_REFUSALS, d.refusal) &&
    optional(d.limit, (limit) => typeof limit === 'string' && /^(?:0|[1-9]\d*)\.\d{2}$/.test(limit)),
  payout: (d) =>
    oneOf(PAYOUT_REFUSAL_VALUES, d.refusal) &&
    optional(d.confirmations, count) &&
    optional(d.required, count) &&
    optional(d.status, (status) => oneOf(WITHDRAWAL_STATUSES, status)),
  user_state: () => true,
  order_unpaid: (d) => oneOf(['new', 'pending'], d.status),
}

/** Whether `value` is one of the refusal details this build knows (exactly what `ApiErrorDetails` parses). */
export function isApiErrorDetails(value: unknown): value is ApiErrorDetails {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const details = value as Record<string, unknown>
  const check = Object.hasOwn(KINDS, details.kind as string)
    ? KINDS[details.kind as ApiErrorDetails['kind']]
    : undefined
  return check?.(details) === true
}
