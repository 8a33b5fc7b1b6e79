import type { Executor } from '../../db'
import { addHeld } from './repo/addHeld'
import { lockHold, updateHold } from './repo/holds'

export type ResizeHoldParameters = { ref: string; amountMicro: bigint; at: Date }

export type ResizeHoldReturnType = { changedMicro: bigint }

/**
 * Sets what an open hold reserves to `amountMicro` (> 0): the issuer's advice of a new authorization amount
 * (an incremental authorization, a partial reversal reported as the new total). No balance check: the issuer
 * has decided. A closed or unknown hold is left alone. In the caller's transaction, under the card's row lock.
 */
export async function resizeHold(
  tx: Executor,
  { ref, amountMicro, at }: ResizeHoldParameters,
): Promise<ResizeHoldReturnType> {
  if (amountMicro <= 0n) throw new RangeError('a hold must be positive')
  const hold = await lockHold(tx, ref)
  if (hold?.status !== 'open' || hold.amountMicro === amountMicro) return { changedMicro: 0n }
  const change = amountMicro - hold.amountMicro
  await updateHold(tx, ref, { amountMicro, capturedMicro: hold.capturedMicro, status: 'open', at })
  await addHeld(tx, hold.cardId, change, at)
  return { changedMicro: change }
}
