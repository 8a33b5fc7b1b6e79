import { INVITATION_USES_VOLUME_STEP_MICRO_USD } from '@chaincard/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cardLedger, cards } from '../../db/schema/cards'
import { invitationCodes } from '../../db/schema/invitations'

/**
 * SQL (an integer: sum() of bigint is numeric, so it is floored explicitly) for the uses a code allows beyond `uses_limit`: one per 1,000 USD of its owner's accumulated credited
 * top-ups (DESIGN "Invitations"). Root codes (no owner) get none.
 */
export const volumeBonusUses = sql<number>`(
  SELECT floor(coalesce(sum(${cardLedger.pendingDelta}), 0) / ${INVITATION_USES_VOLUME_STEP_MICRO_USD}::bigint)::integer
  FROM ${cardLedger} JOIN ${cards} ON ${cards.id} = ${cardLedger.cardId}
  WHERE ${cards.ownerAddress} = ${invitationCodes.ownerAddress} AND ${cardLedger.kind} = 'topup_credit'
)`

export type CodeAvailability = {
  code: string
  ownerAddress: string | null
  /** Uses left; null = unlimited. */
  left: number | null
}

/** Uses left of a code: null (unlimited) without a limit, else limit + volume bonus - uses, at least 0. */
export function usesLeft(row: {
  usesLimit: number | null
  usesCount: number
  bonus: string | number
}): number | null {
  if (row.usesLimit === null) return null
  return Math.max(0, row.usesLimit + Number(row.bonus) - row.usesCount)
}

/** How many uses `code` (normalised) has left, or null when no such code exists. */
export async function getCodeAvailability(db: Executor, code: string): Promise<CodeAvailability | null> {
  const [row] = await db
    .select({
      code: invitationCodes.code,
      ownerAddress: invitationCodes.ownerAddress,
      usesLimit: invitationCodes.usesLimit,
      usesCount: invitationCodes.usesCount,
      bonus: sql<string>`${volumeBonusUses}::text`,
    })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, code)))
    .limit(1)
  if (!row) return null
  return { code: row.code, ownerAddress: row.ownerAddress, left: usesLeft(row) }
}
