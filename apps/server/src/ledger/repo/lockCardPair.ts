import { asc, inArray } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cards } from '../../db/schema/cards'
import type { LockedCard } from '../lockCard'

export type LockedPairCard = LockedCard & { panLast4: string | null; heldMicro: bigint }

/**
 * Locks two cards' rows in one statement, in id order (the order every multi-card locker uses: the watcher's
 * credit batches sort by id too), so two transfers between the same cards in opposite directions, or a transfer
 * and a credit batch, wait for each other instead of deadlocking. Returns the rows found, by id.
 */
export async function lockCardPair(tx: Executor, a: string, b: string): Promise<Map<string, LockedPairCard>> {
  const rows = await tx
    .select({
      id: cards.id,
      ownerAddress: cards.ownerAddress,
      status: cards.status,
      balanceMicro: cards.balanceMicro,
      pendingMicro: cards.pendingMicro,
      heldMicro: cards.heldMicro,
      balanceUpperMicro: cards.balanceUpperMicro,
      depositAddress: cards.depositAddress,
      expiresAt: cards.expiresAt,
      topupDisabled: cards.topupDisabled,
      topupHold: cards.topupHold,
      panLast4: cards.panLast4,
      lockReason: cards.lockReason,
    })
    .from(cards)
    .where(inArray(cards.id, [a, b]))
    .orderBy(asc(cards.id))
    .for('update')
  return new Map(rows.map((row) => [row.id, row]))
}
