import { queryOptions } from '@tanstack/react-query'
import { rewardBalanceKey } from '../../../lib/queries/queryKeys'
import { getRedeemableOptions } from './getRedeemableOptions'
import { getRewardBalance } from './getRewardBalance'

export function rewardBalanceQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: rewardBalanceKey(address),
    queryFn: getRewardBalance,
    enabled: address !== undefined,
    staleTime: 0,
  })
}

export function redeemableOptionsQueryOptions() {
  return queryOptions({ queryKey: ['redeemableOptions'] as const, queryFn: getRedeemableOptions })
}
