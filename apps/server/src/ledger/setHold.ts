import type { Executor } from '../db'
import { addHeld } from './repo/addHeld'
import { insertHold, lockHold, updateHold } from './repo/holds'

export type SetHoldParameters = {
  cardId: string
  /** The hold (`auth:<authorization id>`). */
  ref: string
  /** Micro-USD the hold reserves from now on (>= 0) while `open`. */
  amountMicro: bigint
  /**
   * true: the transaction is still pending, the hold reserves `amountMicro` (an open hold of 0 stays open);
   * false: it is over (settled, voided, expired, declined), the hold closes and gives back what it held.
   */
  open: boolean
  /** How a closing hold ends: `captured` (the transaction settled) or `released` (the default). */
  closeAs?: 'captured' | 'released' | undefined
  at: Date
}

export type SetHoldReturnType = {
  /** Signed micro-USD the card's held total changed by. */
  changedMicro: bigint
  /** The hold closed now. */
  closed: boolean
}

/**
 * Sets what an authorization's hold reserves to an absolute figure (the issuer's, from its snapshot of the
 * transaction), whatever it reserved before: placed when there was none, resized up or down, closed when the
 * transaction is over, opened again when the issuer says it is pending again. No balance check: the issuer's
 * figure is the truth for what is pending. In the caller's transaction, under the card's row lock.
 */
export async function setHold(
  tx: Executor,
  { cardId, ref, amountMicro, open, closeAs = 'released', at }: SetHoldParameters,
): Promise<SetHoldReturnType> {
  if (amountMicro < 0n) throw new RangeError('a hold is never negative')
  const hold = await lockHold(tx, ref)
  if (!hold) {
    if (!open || amountMicro === 0n) return { changedMicro: 0n, closed: false }
    await insertHold(tx, { ref, cardId, amountMicro, at })
    return { changedMicro: amountMicro, closed: false }
  }
  if (hold.status === 'open') {
    if (open) {
      const change = amountMicro - hold.amountMicro
      if (change === 0n) return { changedMicro: 0n, closed: false }
      await updateHold(tx, ref, { amountMicro, capturedMicro: hold.capturedMicro, status: 'open', at })
      await addHeld(tx, hold.cardId, change, at)
      return { changedMicro: change, closed: false }
    }
    await updateHold(tx, ref, { amountMicro: 0n, capturedMicro: hold.capturedMicro, status: closeAs, at })
    await addHeld(tx, hold.cardId, -hold.amountMicro, at)
    return { changedMicro: -hold.amountMicro, closed: true }
  }
  if (!open || amountMicro === 0n) return { changedMicro: 0n, closed: false }
  await updateHold(tx, ref, { amountMicro, capturedMicro: hold.capturedMicro, status: 'open', at })
  await addHeld(tx, hold.cardId, amountMicro, at)
  return { changedMicro: amountMicro, closed: false }
}
