import type { AuthorizationDeclineReason, ControlsDecline, UserState } from '@chaincard/domain'

/** Why an authorization is declined (the wire enum `AuthorizationDeclineReason`). */
export type DeclineReason = AuthorizationDeclineReason

export type AuthorizationCard = {
  status: string
  expiresAt: Date | null
  /** Balance minus open holds (ledger `availableBalance`). */
  availableMicro: bigint
  /** The owner's operator-set state; `blocked` stops every purchase. */
  userState: UserState
}

/** A card's money as a balance inquiry answers it: its ledger balance and what it can spend (micro-USD). */
type CardBalance = { balanceMicro: bigint; availableMicro: bigint }

/**
 * The answer to an authorization request. An approval may be partial (`approvedMicro`, less than asked: the
 * terminal takes the rest from another payment); a balance inquiry's answer carries the card's `balance`.
 */
export type AuthorizationDecision =
  | { approved: true; approvedMicro?: bigint | undefined; balance?: CardBalance | undefined }
  | {
      approved: false
      reason: DeclineReason
      /** A decline by the program's policy or the owner's controls: which rule, with its figures. */
      control?: ControlsDecline | undefined
    }

/**
 * The program's decision on an authorization of `amountMicro` (>= 0; 0 is an account check, which needs a
 * usable card but no funds). Order matters: the most permanent reason wins (card suspended, expired, owner
 * blocked, card locked), then the card must be active, then the available balance (balance minus open
 * holds) must cover the amount.
 */
export function decideAuthorization(
  card: AuthorizationCard,
  amountMicro: bigint,
  now: Date,
): AuthorizationDecision {
  if (amountMicro < 0n) throw new RangeError('authorization amount must not be negative')
  if (card.status === 'suspended') return { approved: false, reason: 'card_suspended' }
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime())
    return { approved: false, reason: 'card_expired' }
  if (card.userState === 'blocked') return { approved: false, reason: 'user_blocked' }
  if (card.status === 'locked') return { approved: false, reason: 'card_locked' }
  if (card.status !== 'active') return { approved: false, reason: 'card_not_active' }
  if (amountMicro > 0n && card.availableMicro < amountMicro)
    return { approved: false, reason: 'insufficient_balance' }
  return { approved: true }
}
