import { TOPUP_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { confirmationsKey } from '../../../lib/queries/queryKeys'
import { getConfirmations } from './getConfirmations'

/** Confirmations of a reported hash, polled every 5 s while a waiting modal shows them. */
export function confirmationsQueryOptions(hash: string) {
  return queryOptions({
    queryKey: confirmationsKey(hash),
    queryFn: () => getConfirmations(hash),
    refetchInterval: TOPUP_POLL_INTERVAL_MS,
    staleTime: 0,
  })
}
