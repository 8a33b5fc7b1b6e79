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
 * back: an amount of whole cents, or (none given) all that can move; never more than the source's
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

/** Card states the excess rules read. */
export type ExcessCardState = {
  status: string
  expired: boolean
  topupDisabled: boolean
  /** An operator's hold on the card's top-ups (a reorg shortfall being resolved); null when none. */
  topupHold: string | null
}

/**
 * Money may leave a card's pending top-up by its owner's hand unless support is already on the card: a suspended
 * or expired card's funds are moved by support (SPEC section 1), and a card whose top-ups are held for a reorg
 * shortfall waits for the operator. `support` when refused.
 */
export function getExcessSourceRefusal(card: ExcessCardState): 'support' | null {
  return card.status === 'suspended' || card.expired || card.topupHold !== null ? 'support' : null
}

/** Card statuses that settle pending money into the balance (the ledger's SETTLEABLE_STATUSES). */
const RECEIVING_STATUSES = ['waiting_to_get', 'active', 'locked']

/**
 * Excess may be moved onto an issued card that may be topped up: `not_issued` for an order (it is activated by
 * its own first payment), `topup_disabled` for a card that may not take top-ups (its flag, suspended, expired,
 * held); null when it may receive.
 */
export function getExcessTargetRefusal(card: ExcessCardState): 'not_issued' | 'topup_disabled' | null {
  if (card.topupDisabled || card.topupHold !== null || card.status === 'suspended' || card.expired) {
    return 'topup_disabled'
  }
  return RECEIVING_STATUSES.includes(card.status) ? null : 'not_issued'
}
