import { queryOptions } from '@tanstack/react-query'
import { getMembership } from './getMembership'

function membershipQueryKey(address: string | undefined) {
  return ['membership', address?.toLowerCase()] as const
}

export function membershipQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: membershipQueryKey(address),
    queryFn: getMembership,
    enabled: address !== undefined,
  })
}
