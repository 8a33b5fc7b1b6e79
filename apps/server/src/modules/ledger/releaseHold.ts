import type { Executor } from '../../db'
import { addHeld } from './repo/addHeld'
import { lockHold, updateHold } from './repo/holds'

export type ReleaseHoldParameters = {
  ref: string
  /** Micro-USD to release; absent: all that is still held. More than is held releases what is held. */
  amountMicro?: bigint | undefined
  at: Date
}

export type ReleaseHoldReturnType = { releasedMicro: bigint; closed: boolean }

/**
 * Gives held money back to the available balance (a void, an expiry, a partial reversal). Nothing moves on
 * the ledger: the money never left. A hold released to zero is closed (`released`); releasing a closed or
 * unknown hold releases nothing. In the caller's transaction, under the card's row lock.
 */
export async function releaseHold(
  tx: Executor,
  { ref, amountMicro, at }: ReleaseHoldParameters,
): Promise<ReleaseHoldReturnType> {
  if (amountMicro !== undefined && amountMicro <= 0n) throw new RangeError('a release must be positive')
  const hold = await lockHold(tx, ref)
  if (hold?.status !== 'open') return { releasedMicro: 0n, closed: false }
  const released =
    amountMicro === undefined || amountMicro > hold.amountMicro ? hold.amountMicro : amountMicro
  const left = hold.amountMicro - released
  const closed = left === 0n
  await updateHold(tx, ref, {
    amountMicro: left,
    capturedMicro: hold.capturedMicro,
    status: closed ? (hold.capturedMicro > 0n ? 'captured' : 'released') : 'open',
    at,
  })
  await addHeld(tx, hold.cardId, -released, at)
  return { releasedMicro: released, closed }
}
