import { type EnrollmentResponse, TOPUP_POLL_INTERVAL_MS } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { livePollInterval } from '../events/liveEvents'
import { getEnrollment } from './getEnrollment'

export const enrollmentQueryKey = ['enrollment'] as const

/** The issuer has not decided yet: the enrollment is asked again, as the card page asks its card. */
function isEnrollmentUndecided(enrollment: EnrollmentResponse | undefined): boolean {
  return (
    enrollment?.status === 'enrolling' ||
    enrollment?.status === 'pending_review' ||
    enrollment?.status === 'pending_document'
  )
}

/**
 * `['enrollment']`: the owner's enrollment as a cardholder, polled every 5 s while the issuer has
 * not decided (a review, a document), like the card of an application in review.
 */
export function enrollmentQueryOptions() {
  return queryOptions({
    queryKey: enrollmentQueryKey,
    queryFn: getEnrollment,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      isEnrollmentUndecided(query.state.data) ? livePollInterval(TOPUP_POLL_INTERVAL_MS) : false,
  })
}
