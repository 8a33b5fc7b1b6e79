import type { QueryClient } from '@tanstack/react-query'

/** `['rewardBalance', address]`: the owner's reward balance as the rewards dialog reads it. */
export function rewardBalanceKey(address: string | undefined) {
  return ['rewardBalance', address?.toLowerCase()] as const
}

/** `['rewardRecords', address, page]`: one page of the owner's reward records. */
export function rewardRecordsKey(address: string | undefined, page: number) {
  return ['rewardRecords', address?.toLowerCase(), page] as const
}

/** Every reward balance and every page of reward records in the cache. */
export function invalidateRewards(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['rewardBalance'] }),
    client.invalidateQueries({ queryKey: ['rewardRecords'] }),
  ]).then(() => undefined)
}
