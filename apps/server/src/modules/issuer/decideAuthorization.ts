/** Why the sandbox issuer declines an authorization. */
export type DeclineReason =
  | 'card_suspended'
  | 'card_expired'
  | 'card_locked'
  | 'card_not_active'
  | 'insufficient_balance'

export type AuthorizationCard = {
  status: string
  expiresAt: Date | null
  balanceMicro: bigint
}

export type AuthorizationDecision = { approved: true } | { approved: false; reason: DeclineReason }

/**
 * The issuer's decision on a purchase of `amountMicro` (> 0). Order matters: the most permanent
 * reason wins (suspended, then expired, then locked), then the card must be active, then funded.
 * The balance is what remains after earlier approved holds, which are already taken off it.
 */
export function decideAuthorization(
  card: AuthorizationCard,
  amountMicro: bigint,
  now: Date,
): AuthorizationDecision {
  if (amountMicro <= 0n) throw new RangeError('authorization amount must be positive')
  if (card.status === 'suspended') return { approved: false, reason: 'card_suspended' }
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime())
    return { approved: false, reason: 'card_expired' }
  if (card.status === 'locked') return { approved: false, reason: 'card_locked' }
  if (card.status !== 'active') return { approved: false, reason: 'card_not_active' }
  if (card.balanceMicro < amountMicro) return { approved: false, reason: 'insufficient_balance' }
  return { approved: true }
}
