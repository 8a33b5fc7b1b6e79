import { queryOptions } from '@tanstack/react-query'
import { cardKey } from '../../../lib/queries/queryKeys'
import { getDisputes } from './getDisputes'

/** ['card', id, 'disputes']: under the card's key, so a live event about the card refreshes it too. */
export function disputesQueryKey(cardId: string) {
  return [...cardKey(cardId), 'disputes'] as const
}

/** The card's disputes, read with its history: a purchase row shows its dispute's status. */
export function disputesQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: disputesQueryKey(cardId),
    queryFn: () => getDisputes(cardId),
  })
}
