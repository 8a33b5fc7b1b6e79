/** The program's answer to a 3DS authentication (Lithic's 3DS customer decisioning). */
export type ThreeDsDecision = 'approve' | 'decline' | 'challenge'

export type DecideThreeDsParameters = {
  /** The card can pay now: ours, active, not locked, suspended or expired, its owner not blocked. */
  cardUsable: boolean
  /** The purchase in micro-USD; null when it is not known in USD (then it is challenged); 0 for no purchase. */
  amountMicro: bigint | null
  /** Purchases above this are challenged (LITHIC_3DS_CHALLENGE_ABOVE). */
  challengeAboveMicro: bigint
  /** The card has a cleared purchase at this merchant, as the acquirer identifies it (its `acceptor_id`). */
  merchantPaidBefore: boolean
  /**
   * The merchant asks on its own, the cardholder absent (3DS Requestor Initiated, e.g. a recurring charge): nobody
   * could answer a challenge.
   */
  merchantInitiated?: boolean | undefined
}

/**
 * 3DS customer decisioning: decline a card that cannot pay (the purchase would be declined anyway). A
 * merchant-initiated authentication is never challenged (the cardholder is not there to answer): approved only
 * for a merchant the card has paid before, else declined. Otherwise ask the cardholder (the app's 3DS challenge)
 * above the amount, for an amount not known in USD, or for a merchant the card has not paid before; approve
 * otherwise (frictionless).
 */
export function decideThreeDs(p: DecideThreeDsParameters): ThreeDsDecision {
  if (!p.cardUsable) return 'decline'
  if (p.merchantInitiated) return p.merchantPaidBefore ? 'approve' : 'decline'
  if (p.amountMicro === null || p.amountMicro > p.challengeAboveMicro) return 'challenge'
  if (!p.merchantPaidBefore) return 'challenge'
  return 'approve'
}
