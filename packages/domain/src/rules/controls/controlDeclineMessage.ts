import { formatUsd } from '../../money/usd'
import type { ControlDeclineReason } from '../../schemas/controls'
import type { ControlsDecline } from './decideControls'

/** The web's translation key of each decline reason, in the history's reason namespace. */
export const CONTROL_DECLINE_KEYS = {
  program_policy: 'history.reason.program_policy',
  single_use_spent: 'history.reason.single_use_spent',
  merchant_locked: 'history.reason.merchant_locked',
  channel_off: 'history.reason.channel_off',
  category_blocked: 'history.reason.category_blocked',
  country_blocked: 'history.reason.country_blocked',
  over_purchase_limit: 'history.reason.over_purchase_limit',
  over_daily_limit: 'history.reason.over_daily_limit',
  over_monthly_limit: 'history.reason.over_monthly_limit',
} as const satisfies Record<ControlDeclineReason, `history.reason.${ControlDeclineReason}`>

/** The values a decline's sentence is filled with: the owner's limit as the wire writes USD ("200.00"). */
export type ControlDeclineValues = { limit?: string }

/**
 * The key and values of a decline's sentence ("Declined: over your daily limit of {{limit}} USD"). The
 * program's rules give no figure: they are not the owner's to change, and their thresholds are not advertised.
 */
export function controlDeclineMessage(decline: ControlsDecline): {
  key: (typeof CONTROL_DECLINE_KEYS)[ControlDeclineReason]
  values: ControlDeclineValues
} {
  const key = CONTROL_DECLINE_KEYS[decline.reason]
  if (
    decline.reason === 'over_purchase_limit' ||
    decline.reason === 'over_daily_limit' ||
    decline.reason === 'over_monthly_limit'
  ) {
    // Owners' limits are whole cents, so rounding never shows.
    return { key, values: { limit: formatUsd(decline.limitMicro, 'down') } }
  }
  return { key, values: {} }
}
