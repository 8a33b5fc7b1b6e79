import type { Executor } from '../db'
import { addHeld } from './repo/addHeld'
import { insertHold, lockHold, updateHold } from './repo/holds'

export type GrowHoldParameters = {
  cardId: string
  ref: string
  /** Micro-USD to reserve on top of what the hold reserves now, > 0. */
  byMicro: bigint
  at: Date
}

/**
 * Adds `byMicro` to an authorization's hold (an approved incremental authorization): placed when there was
 * none, opened again when it had closed. The caller has decided the card can afford it. In the caller's
 * transaction, under the card's row lock.
 */
export async function growHold(
  tx: Executor,
  { cardId, ref, byMicro, at }: GrowHoldParameters,
): Promise<void> {
  if (byMicro <= 0n) throw new RangeError('a hold grows by a positive amount')
  const hold = await lockHold(tx, ref)
  if (!hold) {
    await insertHold(tx, { ref, cardId, amountMicro: byMicro, at })
    return
  }
  const amountMicro = (hold.status === 'open' ? hold.amountMicro : 0n) + byMicro
  await updateHold(tx, ref, { amountMicro, capturedMicro: hold.capturedMicro, status: 'open', at })
  await addHeld(tx, hold.cardId, byMicro, at)
}
