import { useQuery } from '@tanstack/react-query'
import { reservesQueryOptions } from '../api/reservesQueryOptions'

/** The latest proof-of-reserves snapshot with its holdings and history (public). */
export function useReserves() {
  return useQuery(reservesQueryOptions())
}
