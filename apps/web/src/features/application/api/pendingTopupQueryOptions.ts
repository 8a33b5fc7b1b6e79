import { queryOptions } from '@tanstack/react-query'
import { pendingTopupQuery } from '../../../lib/queries/pendingTopupQuery'

/** The pending top-up as the application says when the money is spendable: read afresh once the card is ready. */
export function pendingTopupQueryOptions(id: string) {
  return queryOptions({ ...pendingTopupQuery(id), staleTime: 0 })
}
