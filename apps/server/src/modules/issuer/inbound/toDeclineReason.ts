import { AuthorizationDeclineReason } from '@chaincard/domain'
import type { DeclineReason } from '../decideAuthorization'

/** A stored decline reason as the wire knows it (the sandbox's one-time code failures are the issuer's). */
export function toDeclineReason(stored: string | null): DeclineReason {
  const parsed = AuthorizationDeclineReason.safeParse(stored)
  return parsed.success ? parsed.data : 'issuer_declined'
}
