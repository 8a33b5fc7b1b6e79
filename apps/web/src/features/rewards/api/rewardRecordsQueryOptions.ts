import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getRewardRecords } from './getRewardRecords'

export function rewardRecordsQueryOptions(address: string | undefined, page: number) {
  return queryOptions({
    queryKey: ['rewardRecords', address?.toLowerCase(), page] as const,
    queryFn: () => getRewardRecords(page),
    enabled: address !== undefined,
    placeholderData: keepPreviousData,
  })
}
