import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { rewardRecordsKey } from '../../../lib/queries/queryKeys'
import { getRewardRecords } from './getRewardRecords'

export function rewardRecordsQueryOptions(address: string | undefined, page: number) {
  return queryOptions({
    queryKey: rewardRecordsKey(address, page),
    queryFn: () => getRewardRecords(page),
    enabled: address !== undefined,
    placeholderData: keepPreviousData,
  })
}
