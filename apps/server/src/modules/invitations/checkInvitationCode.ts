import { INVITATION_CODE_MAX_LENGTH, validateInvitationCode } from '@chaincard/domain'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'
import { isNftHolderOrFalse } from '../../runtime/holderStatus'
import { type CodeAvailability, getCodeAvailability } from './codeAvailability'
import { normalizeInvitationCode } from './invitationCode'

export type CheckedCode = CodeAvailability & {
  /** The code's owner holds the NFT collection: the code has unlimited uses whatever its limit. */
  ownerUnlimited: boolean
}

/**
 * Validates a typed or linked code: 400 `code_too_long` when longer than any code, `invalid_code` when
 * malformed or unknown, 400 `reach_limit` when
 * it has no use left (NFT holders' codes never run out). Does not take a use.
 */
export async function checkInvitationCode(ctx: AppContext, input: string): Promise<CheckedCode> {
  if (validateInvitationCode(input) === 'too_long') {
    throw new AppError(
      'code_too_long',
      `invalid code: an invitation code has at most ${INVITATION_CODE_MAX_LENGTH} characters`,
    )
  }
  const code = normalizeInvitationCode(input)
  if (!code) throw new AppError('invalid_code', 'invalid code: the invitation code is invalid')
  const availability = await getCodeAvailability(ctx.db, code)
  if (!availability) throw new AppError('invalid_code', 'invalid code: the invitation code is invalid')
  if (availability.left === 0) {
    const ownerUnlimited = availability.ownerAddress
      ? await isNftHolderOrFalse(ctx, availability.ownerAddress)
      : false
    if (!ownerUnlimited) {
      throw new AppError('reach_limit', 'reach limit: this invitation code has no uses left')
    }
    return { ...availability, ownerUnlimited }
  }
  return { ...availability, ownerUnlimited: false }
}
