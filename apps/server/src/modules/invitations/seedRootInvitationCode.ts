import type { Executor } from '../../db'
import { invitationCodes } from '../../db/schema/invitations'
import { generateInvitationCode, normalizeInvitationCode } from './invitationCode'

/** Ensures the sandbox root code (SANDBOX_INVITE_CODE, unlimited) exists; idempotent. */
export async function seedRootInvitationCode(db: Executor, code: string, now: Date): Promise<void> {
  const normalized = normalizeInvitationCode(code)
  if (!normalized) throw new RangeError('root invitation code must be letters and digits')
  await db
    .insert(invitationCodes)
    .values({ code: normalized, ownerAddress: null, usesLimit: null, usesCount: 0, createdAt: now })
    .onConflictDoNothing({ target: invitationCodes.code })
}

/** An operator-made root code with `uses` uses (-1 or absent: unlimited). */
export async function createRootInvitationCode(
  db: Executor,
  uses: number | undefined,
  now: Date,
): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = generateInvitationCode()
    const rows = await db
      .insert(invitationCodes)
      .values({
        code,
        ownerAddress: null,
        usesLimit: uses === undefined || uses === -1 ? null : uses,
        usesCount: 0,
        createdAt: now,
      })
      .onConflictDoNothing({ target: invitationCodes.code })
      .returning({ code: invitationCodes.code })
    if (rows[0]) return rows[0].code
  }
  throw new Error('could not draw a free invitation code in 8 attempts')
}
