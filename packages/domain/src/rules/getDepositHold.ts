import type { CardStatus, UserState } from '../constants/cardStatus'
import { isUserActionAllowed } from './userPermissions'

/** Why money sent to a card is held for a person instead of credited (the detail of a `card_inactive` hold). */
export const DEPOSIT_HOLD_DETAILS = [
  'card_suspended',
  'card_expired',
  'user_blocked',
  'user_blacklisted',
  'topup_disabled',
  'reorg_shortfall',
] as const
export type DepositHoldDetail = (typeof DEPOSIT_HOLD_DETAILS)[number]

export type GetDepositHoldParameters = {
  status: CardStatus
  /** Past its expiry date (orders never expire). */
  expired: boolean
  userState: UserState
  /** The card's own `topupDisabled` flag (set by operators). */
  topupDisabled: boolean
  /** Top-ups stopped until an operator resolves a reorg shortfall. */
  topupHold: 'reorg_shortfall' | null
}

/**
 * The one rule about card and user state that both the payment report and the chain watcher apply
 * (DESIGN "Deposits and payments"): a deposit to this card is credited (null) or held for a person, and why.
 * Held: a suspended or expired card, a blocked or blacklisted owner (SPEC 5: both disable top-up), a card
 * whose top-up an operator disabled, or a card whose top-ups stopped after a reorg shortfall.
 */
export function getDepositHold(p: GetDepositHoldParameters): DepositHoldDetail | null {
  if (p.status === 'suspended') return 'card_suspended'
  if (p.expired) return 'card_expired'
  if (p.userState === 'blocked') return 'user_blocked'
  if (!isUserActionAllowed(p.userState, 'topup')) return 'user_blacklisted'
  if (p.topupHold) return p.topupHold
  if (p.topupDisabled) return 'topup_disabled'
  return null
}
