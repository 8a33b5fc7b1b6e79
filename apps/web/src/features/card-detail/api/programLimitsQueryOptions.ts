import { queryOptions } from '@tanstack/react-query'
import { getProgramLimits } from './getProgramLimits'

/**
 * The program's maxima, read once per visit: they are configuration and change only with a restart, and
 * /api/health checks the database and chains each time it is asked.
 */
export function programLimitsQueryOptions() {
  return queryOptions({
    queryKey: ['programLimits'] as const,
    queryFn: getProgramLimits,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
