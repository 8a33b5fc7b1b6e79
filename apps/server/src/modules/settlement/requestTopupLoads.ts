import type { Tx } from '../../db'
import { lockCard } from '../payments/repo/lockCard'
import { loadKey } from './loadKey'
import { planTopupLoads } from './planTopupLoads'
import { insertTopupLoad, requestedMicroOf } from './repo/topupLoads'
import { unrequestedCredits } from './repo/unrequestedCredits'

/** Cards whose pending top-up settles into balance: issued cards (orders keep theirs until issued). */
export const SETTLEABLE_STATUSES = ['waiting_to_get', 'active', 'locked'] as const

export type RequestTopupLoadsParameters = { cardId: string; now: Date; matureBefore: Date }

/**
 * Step 1 of a card's settlement, in the caller's transaction under the card's row lock (so credits,
 * redemptions and other settlement runs of this card wait): records the loads to ask the issuer for now
 * (planTopupLoads), each with its idempotency key and amount fixed before anyone asks. The room left
 * under the card maximum counts the loads still waiting for the issuer, so confirmed loads never take
 * the balance above the maximum. Returns how many loads it recorded.
 */
export async function requestTopupLoads(
  tx: Tx,
  { cardId, now, matureBefore }: RequestTopupLoadsParameters,
): Promise<number> {
  const card = await lockCard(tx, cardId)
  if (!card || !(SETTLEABLE_STATUSES as readonly string[]).includes(card.status)) return 0
  const waitingMicro = await requestedMicroOf(tx, cardId)
  const unrequestedMicro = card.pendingMicro - waitingMicro
  if (unrequestedMicro <= 0n) return 0
  const roomMicro =
    card.balanceUpperMicro === null ? null : card.balanceUpperMicro - card.balanceMicro - waitingMicro
  if (roomMicro !== null && roomMicro <= 0n) return 0
  const plan = planTopupLoads({
    credits: await unrequestedCredits(tx, cardId, unrequestedMicro),
    unrequestedMicro,
    roomMicro,
    matureBefore,
  })
  let recorded = 0
  for (const load of plan) {
    const inserted = await insertTopupLoad(tx, {
      key: loadKey(load.creditRef, load.offsetMicro),
      cardId,
      creditRef: load.creditRef,
      creditOffsetMicro: load.offsetMicro,
      amountMicro: load.amountMicro,
      requestedAt: now,
    })
    if (inserted) recorded++
  }
  return recorded
}
