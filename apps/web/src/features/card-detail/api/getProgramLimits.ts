import type { HealthResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/**
 * The program's per-card amounts (USD wire strings): what an owner's limits may be at most; and whether it lets
 * cash be taken at all (an ATM, cash back).
 */
export type ProgramLimits = { dailyAmount: string; monthlyAmount: string; cashAllowed: boolean }

/**
 * The program's per-card daily and monthly amounts and its cash rule, from GET /api/health's issuer part (the
 * only place the server publishes its policy); null when this server's answer does not carry them.
 */
export async function getProgramLimits(): Promise<ProgramLimits | null> {
  const health = await apiGet<HealthResponse>('/health')
  // A server older than its policy in health answers without it: the panel then shows no maxima.
  const policy = health.issuer?.policy as HealthResponse['issuer']['policy'] | undefined
  if (!policy) return null
  return {
    dailyAmount: policy.dailyAmount,
    monthlyAmount: policy.monthlyAmount,
    cashAllowed: policy.cash === 'on',
  }
}
