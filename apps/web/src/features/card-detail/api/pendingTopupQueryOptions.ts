import { queryOptions } from '@tanstack/react-query'
import { pendingTopupQuery } from '../../../lib/queries/pendingTopupQuery'

/** The card page's pending top-up, read again whenever the window gets focus (a deposit made elsewhere). */
export function pendingTopupQueryOptions(id: string) {
  return queryOptions({ ...pendingTopupQuery(id), refetchOnWindowFocus: 'always' })
}
