import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { cards } from '../../db/schema/cards'
import { payments } from '../../db/schema/payments'
import { postLedgerEntry } from '../cards'
import { lockCard } from '../payments/repo/lockCard'
import { creditRebate } from '../rewards/creditRebate'

/** Cards whose pending top-up settles into balance: issued cards (orders keep theirs until issued). */
export const SETTLEABLE_STATUSES = ['waiting_to_get', 'active', 'locked'] as const

export type SettlePendingTopupsParameters = {
  now: Date
  /** Credits younger than this stay pending (sandbox SETTLEMENT_DELAY); 0 settles everything now. */
  delayMs: number
}

export type SettlePendingTopupsReturnType = { cards: number; settledMicro: bigint }

/**
 * Moves pending top-ups into balance, never above the card's maximum (the excess stays pending and
 * settles later when there is room). Per card, under its row lock: movable = pending minus credits still
 * within the delay; amount = min(movable, balanceUpper - balance). Each move is one `settlement` ledger
 * row (pending -, balance +); a negative balance brought back to zero unlocks the card (postLedgerEntry).
 */
export async function settlePendingTopups(
  db: Db,
  { now, delayMs }: SettlePendingTopupsParameters,
): Promise<SettlePendingTopupsReturnType> {
  const candidates = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(gt(cards.pendingMicro, 0n), inArray(cards.status, [...SETTLEABLE_STATUSES])))
  const matureBefore = new Date(now.getTime() - delayMs)
  let count = 0
  let settledMicro = 0n
  for (const { id } of candidates) {
    const moved = await db.transaction(async (tx) => {
      const card = await lockCard(tx, id)
      if (!card || !(SETTLEABLE_STATUSES as readonly string[]).includes(card.status)) return 0n
      const [young] = await tx
        .select({ sum: sql<string>`coalesce(sum(${payments.creditedMicro}), 0)::text` })
        .from(payments)
        .where(
          and(
            eq(payments.cardId, id),
            eq(payments.status, 'credited'),
            gt(payments.creditedAt, matureBefore),
          ),
        )
      const movable = card.pendingMicro - BigInt(young?.sum ?? '0')
      const room = card.balanceUpperMicro === null ? movable : card.balanceUpperMicro - card.balanceMicro
      const amount = movable < room ? movable : room
      if (amount <= 0n) return 0n
      const ref = `settlement:${id}:${randomUUID()}`
      const { applied } = await postLedgerEntry(tx, {
        cardId: id,
        kind: 'settlement',
        pendingDelta: -amount,
        balanceDelta: amount,
        ref,
        meta: { matureBefore: matureBefore.toISOString() },
        at: now,
      })
      if (applied) {
        // The owner's membership rebate on this settlement, once (keyed by the settlement's ref).
        await creditRebate(tx, { cardId: id, owner: card.ownerAddress, settledMicro: amount, ref, at: now })
      }
      return applied ? amount : 0n
    })
    if (moved > 0n) {
      count++
      settledMicro += moved
    }
  }
  return { cards: count, settledMicro }
}
