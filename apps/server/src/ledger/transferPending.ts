import type { Executor } from '../db'
import { postLedgerEntry } from './postLedgerEntry'
import { takePendingExcess } from './takePendingExcess'

export type TransferPendingParameters = {
  fromCardId: string
  toCardId: string
  /** Micro-USD (> 0), at most the source's open final credits. */
  amountMicro: bigint
  /** Unique ref of the transfer: its rows are `<ref>:out` and `<ref>:in`. */
  ref: string
  /** Kept on both rows (who asked, with which key). */
  meta: Record<string, unknown>
  /** What the target's history shows for the credit. */
  description: string
  at: Date
}

/**
 * One ledger transfer of pending money between two cards (money over a card's maximum moved to
 * another card of its owner), exactly once: the source's `<ref>:out` row (takePendingExcess: minus the amount,
 * taken from its final credits) and the target's `<ref>:in` credit of the same amount (`exception_credit`, final
 * at once: the money was final on the source; it settles on the target like a redemption). Both rows have UNIQUE
 * refs in the caller's transaction: a repeated ref moves nothing and answers false. The caller holds both cards'
 * row locks (lockCardPair) and has checked the amount against the source's excess and the target's room.
 */
export async function transferPending(tx: Executor, p: TransferPendingParameters): Promise<boolean> {
  const out = await takePendingExcess(tx, {
    cardId: p.fromCardId,
    amountMicro: p.amountMicro,
    ref: `${p.ref}:out`,
    meta: { ...p.meta, toCardId: p.toCardId },
    at: p.at,
  })
  if (!out) return false
  const { applied } = await postLedgerEntry(tx, {
    cardId: p.toCardId,
    kind: 'exception_credit',
    pendingDelta: p.amountMicro,
    balanceDelta: 0n,
    ref: `${p.ref}:in`,
    meta: { ...p.meta, fromCardId: p.fromCardId, description: p.description },
    at: p.at,
  })
  // The out row applied, so this ref is new: an in row that did not apply would be a broken ledger.
  if (!applied) throw new Error(`transfer ${p.ref}: the credit row already existed without its debit`)
  return true
}
