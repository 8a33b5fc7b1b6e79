/** The program's answer to a 3DS authentication (Lithic's 3DS customer decisioning). */
export type ThreeDsDecision = 'approve' | 'decline' | 'challenge'

export type DecideThreeDsParameters = {
  /** The card can pay now: ours, active, not locked, suspended or expired, its owner not blocked. */
  cardUsable: boolean
  /** The purchase in micro-USD; null when it is not known in USD (then it is challenged); 0 for no purchase. */
  amountMicro: bigint | null
  /** Purchases above this are challenged (LITHIC_3DS_CHALLENGE_ABOVE). */
  challengeAboveMicro: bigint
  /** The card has paid this merchant before (an approved or cleared purchase). */
  merchantPaidBefore: boolean
}

/**
 * 3DS customer decisioning: decline a card that cannot pay (the purchase would be declined anyway); ask the
 * cardholder (the app's 3DS challenge) above the amount, for an amount not known in USD, or for a merchant the
 * card has not paid before; approve otherwise (frictionless).
 */
export function decideThreeDs(p: DecideThreeDsParameters): ThreeDsDecision {
  if (!p.cardUsable) return 'decline'
  if (p.amountMicro === null || p.amountMicro > p.challengeAboveMicro) return 'challenge'
  if (!p.merchantPaidBefore) return 'challenge'
  return 'approve'
}
