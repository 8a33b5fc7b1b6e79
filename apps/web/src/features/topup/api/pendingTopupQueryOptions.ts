import { queryOptions } from '@tanstack/react-query'
import { pendingTopupQuery } from '../../../lib/queries/pendingTopupQuery'

/** The top-up dialogs' pending top-up: always read afresh, a payment just landed. */
export function pendingTopupQueryOptions(id: string) {
  return queryOptions({ ...pendingTopupQuery(id), staleTime: 0 })
}
