import { isApiError } from '../../../lib/api/ApiError'

export type InvitationErrorKind = 'reach_limit' | 'invalid_code' | 'other'

/** SPEC section 8: 'reach limit' and 'invalid code' keep the input open; anything else signs out. */
export function classifyInvitationError(error: unknown): InvitationErrorKind {
  if (!isApiError(error)) return 'other'
  const message = error.shortMessage.toLowerCase()
  if (error.code === 'reach_limit' || message.includes('reach limit')) return 'reach_limit'
  if (error.code === 'invalid_code' || message.includes('invalid code')) return 'invalid_code'
  return 'other'
}
