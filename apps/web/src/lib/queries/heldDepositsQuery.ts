import { queryOptions } from '@tanstack/react-query'
import { getHeldDeposits } from '../held-deposits/getHeldDeposits'
import { heldDepositsKey } from './queryKeys'

/** The card's deposits held back for review; the card page and the deposit page show them. */
export function heldDepositsQuery(id: string) {
  return queryOptions({
    queryKey: heldDepositsKey(id),
    queryFn: () => getHeldDeposits(id),
    staleTime: 30_000,
  })
}
