import type { Executor } from '../db'
import { postLedgerEntry } from './postLedgerEntry'
import { openFinalCredits } from './repo/openFinalCredits'
import { takeFromCredit } from './repo/takeFromCredit'

export type TakePendingExcessParameters = {
  cardId: string
  /** Micro-USD to take out of the card's pending top-up (> 0); at most its open final credits. */
  amountMicro: bigint
  /** Unique ref of the movement: the same ref never applies twice. */
  ref: string
  meta: Record<string, unknown>
  at: Date
}

/**
 * Takes money out of a card's pending top-up for good (money over the card's maximum, moved to another
 * card or refunded to its owner): one `adjustment` ledger row of minus the amount (UNIQUE ref: a second call
 * with the same ref applies nothing and answers false), and the same amount marked as taken back on the card's
 * final credits, newest first, so settlement never moves it. Only final money is taken (a reorg can still take
 * back the rest). Call it in the transaction that holds the card's row lock; it throws (rolling back) if the
 * card's open final credits hold less than the amount.
 */
export async function takePendingExcess(tx: Executor, p: TakePendingExcessParameters): Promise<boolean> {
  if (p.amountMicro <= 0n) throw new RangeError('the amount to take must be positive')
  const { applied } = await postLedgerEntry(tx, {
    cardId: p.cardId,
    kind: 'adjustment',
    pendingDelta: -p.amountMicro,
    balanceDelta: 0n,
    ref: p.ref,
    meta: p.meta,
    at: p.at,
  })
  if (!applied) return false
  let left = p.amountMicro
  for (const credit of await openFinalCredits(tx, p.cardId)) {
    if (left === 0n) break
    const part = credit.openMicro < left ? credit.openMicro : left
    await takeFromCredit(tx, credit.ref, part)
    left -= part
  }
  if (left > 0n)
    throw new Error(`card ${p.cardId} holds ${left} micro-USD less final pending money than taken`)
  return true
}
