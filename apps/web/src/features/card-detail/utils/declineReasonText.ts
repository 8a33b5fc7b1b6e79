import { CONTROL_DECLINE_KEYS, type ControlDeclineReason } from '@chaincard/domain'

const LIMIT_REASONS = new Set<string>(['over_purchase_limit', 'over_daily_limit', 'over_monthly_limit'])

const isControlReason = (reason: string): reason is ControlDeclineReason =>
  Object.hasOwn(CONTROL_DECLINE_KEYS, reason)

/**
 * The i18n key and values of why a purchase was declined: a control's sentence by the domain's key
 * (`controlDeclineMessage`'s, "over your daily limit of {{limit}} USD", `limit` as the caller formats it for
 * the page), any other reason's under `history.reason`. A limit decline without its figure (a row the server
 * wrote without it) says which limit, without a number.
 */
export function declineReasonText(
  reason: string,
  limit: string | undefined,
): { key: string; values: { limit?: string } } {
  if (!isControlReason(reason)) return { key: `history.reason.${reason}`, values: {} }
  if (LIMIT_REASONS.has(reason)) {
    return limit === undefined
      ? { key: `history.reason_no_figure.${reason}`, values: {} }
      : { key: CONTROL_DECLINE_KEYS[reason], values: { limit } }
  }
  return { key: CONTROL_DECLINE_KEYS[reason], values: {} }
}
