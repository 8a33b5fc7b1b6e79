import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cardWalletTokens, type WalletTokenStatus } from '../../../../db/schema/walletTokens'

/**
 * Puts a token back where it was (its status and whether a lock paused it) when the issuer did not take the
 * move recorded for it, if nothing moved it since (it is still `movedTo`): whether it was put back.
 */
export async function restoreWalletToken(
  tx: Executor,
  id: string,
  movedTo: WalletTokenStatus,
  back: { status: WalletTokenStatus; pausedByLock: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(cardWalletTokens)
    .set({ status: back.status, pausedByLock: back.pausedByLock, updatedAt: now })
    .where(and(eq(cardWalletTokens.id, id), eq(cardWalletTokens.status, movedTo)))
    .returning({ id: cardWalletTokens.id })
  return rows.length > 0
}
