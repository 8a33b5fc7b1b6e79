import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { topupIntents } from '../../../db/schema/payments'

/** Remembers that `ownerAddress` is about to top up `cardId` (the swap recipient by default). */
export async function rememberTopupIntent(
  db: Executor,
  ownerAddress: string,
  cardId: string,
  now: Date,
): Promise<void> {
  const owner = ownerAddress.toLowerCase()
  await db
    .insert(topupIntents)
    .values({ ownerAddress: owner, cardId, updatedAt: now })
    .onConflictDoUpdate({ target: topupIntents.ownerAddress, set: { cardId, updatedAt: now } })
}

export async function lastTopupIntent(db: Executor, ownerAddress: string): Promise<string | null> {
  const [row] = await db
    .select({ cardId: topupIntents.cardId })
    .from(topupIntents)
    .where(eq(topupIntents.ownerAddress, ownerAddress.toLowerCase()))
  return row?.cardId ?? null
}
