import { decideThreeDs, type ThreeDsDecision } from '@chaincard/domain'
import type { Executor } from '../../../db'
import { decideAuthorization } from '../decideAuthorization'
import { threeDsCardFacts } from './threeDsCardFacts'

/** 3DS challenge threshold when none is configured: purchases above 100 USD. */
export const DEFAULT_THREE_DS_CHALLENGE_ABOVE_MICRO = 100_000_000n

export type ThreeDsAuthentication = {
  /** The issuer's id of the card. */
  cardToken: string
  merchantName: string | null
  /** The purchase in micro-USD, 0 for an authentication without a purchase, null when not known in USD. */
  amountMicro: bigint | null
}

/**
 * The program's 3DS decision for an authentication on one of its cards (domain `decideThreeDs`): the card is
 * usable when an authorization of nothing would be approved now (ours, active, not locked, suspended or
 * expired, owner not blocked); a card that is not ours is declined.
 */
export async function decideThreeDsAuthentication(
  db: Executor,
  authentication: ThreeDsAuthentication,
  challengeAboveMicro: bigint,
  now: Date,
): Promise<ThreeDsDecision> {
  const facts = await threeDsCardFacts(db, authentication.cardToken, authentication.merchantName)
  const cardUsable =
    facts !== null &&
    decideAuthorization(
      { status: facts.status, expiresAt: facts.expiresAt, availableMicro: 0n, userState: facts.userState },
      0n,
      now,
    ).approved
  return decideThreeDs({
    cardUsable,
    amountMicro: authentication.amountMicro,
    challengeAboveMicro,
    merchantPaidBefore: facts?.merchantPaidBefore ?? false,
  })
}
