import {
  INVITATION_CODE_MAX_LENGTH,
  INVITATION_COUNT_DISPLAY_MAX,
  UNLIMITED_COUNT,
} from '../constants/rewards'

/**
 * Invitation code input error: empty or whitespace only (`required`), or longer than any code there is
 * (`too_long`, the server's schema message reached people raw).
 */
export function validateInvitationCode(code: string): 'required' | 'too_long' | null {
  const trimmed = code.trim()
  if (trimmed === '') return 'required'
  return trimmed.length > INVITATION_CODE_MAX_LENGTH ? 'too_long' : null
}

/** Confirm is disabled when the code is empty, has an error, or a request is in flight. */
export function isInvitationConfirmDisabled(input: {
  code: string
  error: string | null
  requesting: boolean
}): boolean {
  return input.requesting || input.error !== null || input.code.trim() === ''
}

export type InvitationErrorKind = 'reach-limit' | 'invalid-code' | 'other'

/**
 * How the invitation modal reacts to a failure message (SPEC section 8): 'reach limit' keeps the input
 * with a limit note, 'invalid code' shows the field error, anything else alerts and signs out.
 */
export function classifyInvitationError(message: string): InvitationErrorKind {
  const text = message.toLowerCase()
  if (text.includes('reach limit')) return 'reach-limit'
  if (text.includes('invalid code')) return 'invalid-code'
  return 'other'
}

/** The available count of the user's code is shown only when it is not -1 (unlimited) and at most 3. */
export function shouldShowInvitationCount(availableCount: number): boolean {
  return (
    availableCount !== UNLIMITED_COUNT &&
    availableCount >= 0 &&
    availableCount <= INVITATION_COUNT_DISPLAY_MAX
  )
}
