import type { EnrollmentResponse } from '@chaincard/domain'
import { apiGet } from '../api/client'

/** GET /api/user/enrollment: the owner's enrollment with the card issuer, or null when none. */
export function getEnrollment(): Promise<EnrollmentResponse> {
  return apiGet<EnrollmentResponse>('/user/enrollment')
}
