import type { Executor } from '../../db'
import { invitationCodes } from '../../db/schema/invitations'
import { generateInvitationCode } from './invitationCode'

/** Uses of a new user's own code (DESIGN: "an own code with 1 use"). */
const OWN_CODE_INITIAL_USES = 1

/**
 * Gives `owner` their own code with one use. A collision with an existing code (about 1 in 10^14 per
 * draw) is retried with a fresh draw rather than failing the activation.
 */
export async function insertOwnInvitationCode(tx: Executor, owner: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = generateInvitationCode()
    const rows = await tx
      .insert(invitationCodes)
      .values({ code, ownerAddress: owner, usesLimit: OWN_CODE_INITIAL_USES, usesCount: 0, createdAt: now })
      .onConflictDoNothing({ target: invitationCodes.code })
      .returning({ code: invitationCodes.code })
    if (rows[0]) return rows[0].code
  }
  throw new Error('could not draw a free invitation code in 8 attempts')
}
