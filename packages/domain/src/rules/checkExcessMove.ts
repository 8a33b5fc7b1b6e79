import { REDEEM_MIN_MICRO_USD } from '../constants/rewards'

/** Why pending money over a card's maximum cannot be moved (or refunded) as asked. */
export type ExcessMoveRefusal = 'nothing_to_move' | 'not_cents' | 'over_movable_excess' | 'over_card_maximum'

export type CheckExcessMoveParameters = {
  /** The amount asked, micro-USD; null: all that can move. */
  amount: bigint | null
  /** What can be moved off the source card now (`getPendingTopup().movableMicro`). */
  movable: bigint
  /** What still fits on the target card (`getTopupUpper`); null = no maximum, or no target (a refund). */
  targetRoom: bigint | null
}

export type CheckExcessMoveResult = { ok: true; amount: bigint } | { ok: false; refusal: ExcessMoveRefusal }

/**
 * Moving pending money that is over a card's maximum to another card of the same owner, or asking for it
 * back (issue 31): an amount of whole cents, or (none given) all that can move; never more than the source's
 * movable excess, and never more than the target can take: a transfer must not make new excess there. With no
 * amount, what moves is capped by the target's room instead of refused.
 */
export function checkExcessMove({
  amount,
  movable,
  targetRoom,
}: CheckExcessMoveParameters): CheckExcessMoveResult {
  const cap = targetRoom !== null && targetRoom < movable ? targetRoom : movable
  if (amount === null) {
    return cap > 0n
      ? { ok: true, amount: cap }
      : { ok: false, refusal: movable > 0n ? 'over_card_maximum' : 'nothing_to_move' }
  }
  if (amount < REDEEM_MIN_MICRO_USD) return { ok: false, refusal: 'nothing_to_move' }
  if (amount % REDEEM_MIN_MICRO_USD !== 0n) return { ok: false, refusal: 'not_cents' }
  if (amount > movable)
    return { ok: false, refusal: movable > 0n ? 'over_movable_excess' : 'nothing_to_move' }
  if (targetRoom !== null && amount > targetRoom) return { ok: false, refusal: 'over_card_maximum' }
  return { ok: true, amount }
}
