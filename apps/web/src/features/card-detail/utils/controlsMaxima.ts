import { parseUsd } from '@chaincard/domain'
import type { ProgramLimits } from '../api/getProgramLimits'
import type { ControlsMaxima } from './controlsForm'

/**
 * The most each of the owner's limits may be, as the domain's `validateCardControls` rules it: the daily and
 * monthly limits their program amounts, a single purchase the program's daily amount (a larger one could
 * never be approved).
 */
export function controlsMaxima(limits: Pick<ProgramLimits, 'dailyAmount' | 'monthlyAmount'>): ControlsMaxima {
  const daily = parseUsd(limits.dailyAmount)
  return { perPurchase: daily, daily, monthly: parseUsd(limits.monthlyAmount) }
}
