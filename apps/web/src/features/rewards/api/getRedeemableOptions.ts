import type { RedeemableOptionsResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/reward/redeemable-option: the USD amounts a reward balance can be redeemed in. */
export function getRedeemableOptions(): Promise<RedeemableOptionsResponse> {
  return apiGet<RedeemableOptionsResponse>('/reward/redeemable-option')
}
