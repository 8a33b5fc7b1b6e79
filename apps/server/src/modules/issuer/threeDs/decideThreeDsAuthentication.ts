import { decideThreeDs, type ThreeDsDecision } from '@chaincard/domain'
import type { Executor } from '../../../db'
import { decideAuthorization } from '../decideAuthorization'
import { threeDsCardFacts } from './threeDsCardFacts'

/** 3DS challenge threshold when none is configured: purchases above 100 USD. */
export const DEFAULT_THREE_DS_CHALLENGE_ABOVE_MICRO = 100_000_000n

export type ThreeDsAuthentication = {
  /** The issuer's id of the card. */
  cardToken: string
  /** The acquirer's id of the merchant (Lithic `merchant.id`, the `acceptor_id` of its authorizations). */
  acceptorId: string | null
  /** The merchant asks on its own, the cardholder absent (Lithic channel THREE_DS_REQUESTOR_INITIATED). */
  merchantInitiated: boolean
  /** The purchase in micro-USD, 0 for an authentication without a purchase, null when not known in USD. */
  amountMicro: bigint | null
}

/**
 * The program's 3DS decision for an authentication on one of its cards (domain `decideThreeDs`): the card is
 * usable when an authorization of nothing would be approved now (ours, active, not locked, suspended or
 * expired, owner not blocked); a card that is not ours is declined. "Paid before" is a cleared purchase at the
 * same acquirer merchant id. With the decision, our id of the card (null: not ours), whose page in the app
 * answers a challenge.
 */
export async function decideThreeDsAuthentication(
  db: Executor,
  authentication: ThreeDsAuthentication,
  challengeAboveMicro: bigint,
  now: Date,
): Promise<{ decision: ThreeDsDecision; cardId: string | null }> {
  const facts = await threeDsCardFacts(db, authentication.cardToken, authentication.acceptorId)
  const cardUsable =
    facts !== null &&
    decideAuthorization(
      { status: facts.status, expiresAt: facts.expiresAt, availableMicro: 0n, userState: facts.userState },
      0n,
      now,
    ).approved
  const decision = decideThreeDs({
    cardUsable,
    amountMicro: authentication.amountMicro,
    challengeAboveMicro,
    merchantPaidBefore: facts?.merchantPaidBefore ?? false,
    merchantInitiated: authentication.merchantInitiated,
  })
  return { decision, cardId: facts?.cardId ?? null }
}
