import { getPendingTopup, type PendingTopup } from '@chaincard/domain'
import type { Executor } from '../../db'
import type { CardRow } from '../../db/schema/cards'
import { SETTLEABLE_STATUSES } from '../../ledger'
import { type PendingCreditRow, pendingCreditRows } from './repo/pendingCreditRows'

export type ExcessCard = Pick<
  CardRow,
  'id' | 'status' | 'balanceMicro' | 'pendingMicro' | 'balanceUpperMicro'
>

/**
 * What becomes of a card's pending top-up (domain getPendingTopup) from its open credits: what fits, what is
 * over the maximum, what of that can move now, and about when the rest is spendable. Read it under the card's
 * row lock to act on it.
 */
export async function computeExcess(
  db: Executor,
  card: ExcessCard,
  { now, settlementDelayMs }: { now: Date; settlementDelayMs: number },
): Promise<{ view: PendingTopup; rows: PendingCreditRow[]; settles: boolean }> {
  const rows = await pendingCreditRows(db, card.id)
  const settles = (SETTLEABLE_STATUSES as readonly string[]).includes(card.status)
  const view = getPendingTopup({
    balance: card.balanceMicro,
    pending: card.pendingMicro,
    balanceUpper: card.balanceUpperMicro,
    settles,
    credits: rows.map((row) => ({
      openMicro: row.openMicro,
      createdAt: row.createdAt,
      finalAt: row.finalAt,
      chainId: row.chainId,
    })),
    settlementDelayMs,
    now,
  })
  return { view, rows, settles }
}
