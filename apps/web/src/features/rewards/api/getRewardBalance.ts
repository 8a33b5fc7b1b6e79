import type { RewardBalanceResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/reward/balance. */
export function getRewardBalance(): Promise<RewardBalanceResponse> {
  return apiGet<RewardBalanceResponse>('/reward/balance')
}
