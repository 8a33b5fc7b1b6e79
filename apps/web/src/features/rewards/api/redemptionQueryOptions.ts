import { queryOptions } from '@tanstack/react-query'
import { getRedeemableOptions } from './getRedeemableOptions'
import { getRewardBalance } from './getRewardBalance'

export function rewardBalanceQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: ['rewardBalance', address?.toLowerCase()] as const,
    queryFn: getRewardBalance,
    enabled: address !== undefined,
    staleTime: 0,
  })
}

export function redeemableOptionsQueryOptions() {
  return queryOptions({ queryKey: ['redeemableOptions'] as const, queryFn: getRedeemableOptions })
}
