import { useQuery } from '@tanstack/react-query'
import { cardQueryOptions } from '../api/cardQueryOptions'

export function useCard(id: string) {
  return useQuery(cardQueryOptions(id))
}
