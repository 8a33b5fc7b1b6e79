import type { SessionListResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'

/** Query key of the signed-in address's sessions. */
export function sessionsQueryKey(address: string | undefined) {
  return ['sessions', address?.toLowerCase()] as const
}

/** GET /api/user/sessions: the live sessions of the signed-in address, newest first. */
function getSessions(): Promise<SessionListResponse> {
  return apiGet<SessionListResponse>('/user/sessions')
}

export function sessionsQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: sessionsQueryKey(address),
    queryFn: getSessions,
    enabled: address !== undefined,
  })
}
