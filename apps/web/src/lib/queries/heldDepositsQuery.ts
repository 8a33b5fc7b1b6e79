import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { getHeldDeposits } from '../held-deposits/getHeldDeposits'

function heldDepositsKey(id: string) {
  return ['heldDeposits', id] as const
}

/** `['heldDeposits', id]`: the card's deposits held back for review; the card page and the deposit page show them. */
export function heldDepositsQuery(id: string) {
  return queryOptions({
    queryKey: heldDepositsKey(id),
    queryFn: () => getHeldDeposits(id),
    staleTime: 30_000,
  })
}

export function invalidateHeldDeposits(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: heldDepositsKey(id) })
}
