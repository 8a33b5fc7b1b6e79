import type { Executor } from '../../db'
import { postLedgerEntry } from './postLedgerEntry'
import { addHeld } from './repo/addHeld'
import { lockHold, updateHold } from './repo/holds'

export type CaptureHoldParameters = {
  cardId: string
  /** The hold being cleared (it may be unknown or closed: a clearing without an open hold still debits). */
  holdRef: string
  /** Micro-USD that cleared, > 0: what leaves the card, whatever was held. */
  amountMicro: bigint
  /** Unique reference of the debit in card_ledger: the same clearing never debits twice. */
  ledgerRef: string
  description: string
  meta?: Record<string, unknown> | undefined
  at: Date
}

export type CaptureHoldReturnType = { captured: boolean; releasedMicro: bigint }

/**
 * Clearing: takes what cleared off the balance (ledger `purchase`) and closes the hold, releasing whatever it
 * still held beyond that (capture what cleared, release the rest). A debit larger than the hold may take the
 * balance below zero, which locks the card (postLedgerEntry's rule). A second clearing of the same hold
 * (a split shipment) debits again with its own ref; the hold is already closed. In the caller's transaction,
 * under the card's row lock.
 */
export async function captureHold(
  tx: Executor,
  { cardId, holdRef, amountMicro, ledgerRef, description, meta, at }: CaptureHoldParameters,
): Promise<CaptureHoldReturnType> {
  if (amountMicro <= 0n) throw new RangeError('a capture must be positive')
  const posted = await postLedgerEntry(tx, {
    cardId,
    kind: 'purchase',
    pendingDelta: 0n,
    balanceDelta: -amountMicro,
    ref: ledgerRef,
    meta: { ...meta, holdRef, description },
    at,
  })
  if (!posted.applied) return { captured: false, releasedMicro: 0n }
  const hold = await lockHold(tx, holdRef)
  if (hold?.status !== 'open') return { captured: true, releasedMicro: 0n }
  await updateHold(tx, holdRef, {
    amountMicro: 0n,
    capturedMicro: hold.capturedMicro + amountMicro,
    status: 'captured',
    at,
  })
  await addHeld(tx, hold.cardId, -hold.amountMicro, at)
  const releasedMicro = hold.amountMicro > amountMicro ? hold.amountMicro - amountMicro : 0n
  return { captured: true, releasedMicro }
}
