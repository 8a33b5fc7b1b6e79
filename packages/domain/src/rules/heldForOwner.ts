import type { DepositExceptionReason } from '../schemas/exceptions'

/**
 * Which deposit exceptions are a deposit held for its owner, told to them (mail and push): money the owner sent
 * that is kept for them instead of credited (another token or coin, a card that takes no deposit now, a first
 * payment left below the minimum). The rest are no held deposit: a refused payment report (the app said why when
 * it refused it), a reorg shortfall (money taken back, not held) and the operators' matters on a card (issuer,
 * dispute, refund). A reason added to the vocabulary must be classified here.
 */
export const HELD_FOR_OWNER = {
  card_inactive: true,
  unsupported_token: true,
  below_minimum_stale: true,
  reorg_shortfall: false,
  rejected_report: false,
  issuer_unhandled: false,
  excess_refund: false,
  issuer_mismatch: false,
  dispute_provisional_credit: false,
} as const satisfies Record<DepositExceptionReason, boolean>

/**
 * True when an exception of this reason is a deposit held for its owner. The server applies it as it records the
 * exception; its card event then says so (`heldFor: 'owner'`), which both the mail trigger and the push sender
 * read: a held-deposit notice goes out for exactly these, once per transfer (the payment's own `deposit.held`
 * carries no exception and is never one).
 */
export function isHeldForOwner(reason: string): boolean {
  return (HELD_FOR_OWNER as Record<string, boolean>)[reason] === true
}
