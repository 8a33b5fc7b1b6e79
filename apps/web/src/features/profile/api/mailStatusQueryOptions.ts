import type { MailStatusResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'

/** GET /api/mail/status: the address given at application and whether its verification link was opened. */
export function mailStatusQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: ['mailStatus', address?.toLowerCase()] as const,
    queryFn: () => apiGet<MailStatusResponse>('/mail/status'),
    enabled: address !== undefined,
  })
}
