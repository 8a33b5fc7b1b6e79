import { isApiError } from '../../../lib/api/ApiError'

export type InvitationErrorKind = 'reach_limit' | 'invalid_code' | 'too_long' | 'other'

/**
 * SPEC section 8: 'reach limit' and 'invalid code' keep the input open; a code longer than any code does too,
 * with its own sentence; anything else shows its sentence in an alert.
 */
export function classifyInvitationError(error: unknown): InvitationErrorKind {
  if (!isApiError(error)) return 'other'
  if (error.code === 'code_too_long') return 'too_long'
  if (error.code === 'reach_limit') return 'reach_limit'
  if (error.code === 'invalid_code') return 'invalid_code'
  return 'other'
}
