import type { HealthResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** The program's per-card amounts (USD wire strings): what an owner's limits may be at most. */
export type ProgramLimits = { dailyAmount: string; monthlyAmount: string }

/**
 * The program's per-card daily and monthly amounts, from GET /api/health's issuer part (the only place the
 * server publishes its policy); null when this server's answer does not carry them.
 */
export async function getProgramLimits(): Promise<ProgramLimits | null> {
  const health = await apiGet<HealthResponse>('/health')
  const policy = (health.issuer as { policy?: Partial<ProgramLimits> } | undefined)?.policy
  if (typeof policy?.dailyAmount !== 'string' || typeof policy.monthlyAmount !== 'string') return null
  return { dailyAmount: policy.dailyAmount, monthlyAmount: policy.monthlyAmount }
}
