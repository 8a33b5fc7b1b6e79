import type { Executor } from '../../db'
import { insertHold } from './repo/holds'

export type PlaceHoldParameters = {
  cardId: string
  /** Unique reference (`auth:<authorization id>`): a hold is placed once however often asked. */
  ref: string
  /** Micro-USD, > 0. */
  amountMicro: bigint
  at: Date
}

export type PlaceHoldReturnType = { placed: boolean }

/**
 * Reserves `amountMicro` on the card (available balance = balance - held) without moving money. Runs in the
 * caller's transaction, which must hold the card's row lock (`lockCardMoney`) and has decided the card can
 * afford it: the hold itself checks nothing but its ref, since an issuer that already approved (an advice)
 * may hold more than is available.
 */
export async function placeHold(
  tx: Executor,
  { cardId, ref, amountMicro, at }: PlaceHoldParameters,
): Promise<PlaceHoldReturnType> {
  if (amountMicro <= 0n) throw new RangeError('a hold must be positive')
  return { placed: await insertHold(tx, { ref, cardId, amountMicro, at }) }
}
