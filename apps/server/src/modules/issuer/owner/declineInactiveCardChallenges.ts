import type { AppContext } from '../../../runtime/appContext'
import { listChallengesOfInactiveCards, moveChallenge } from './repo/challenges'

/** How often the sweep looks for open challenges of cards that left `active` outside a lock's own flow. */
export const INACTIVE_CARD_CHALLENGE_SWEEP_INTERVAL_MS = 10_000
/** Challenges one call declines at most (a card has one or two; the sweep comes back for the rest). */
const DECLINED_PER_CALL = 50

type DeclineContext = Pick<AppContext, 'db' | 'clock' | 'issuer'> & {
  log?: { warn(object: Record<string, unknown>, message: string): void } | undefined
}

/**
 * The open 3DS challenges of a card that is no longer active are declined through the issuer at once: nobody
 * can answer them any more (the card page and the banner ask for challenges of active cards only), and a
 * purchase its owner would have to approve on a card they have just locked is one to refuse, not to leave
 * waiting for its expiry. Called by the owner's and the operator's lock (suspension, expiry) with the card's id,
 * right after the change; without an id by the sweep (`inactive-card-challenges`) for the ways a card leaves
 * `active` outside a request (the issuer's pause or close, a negative balance). Each challenge is recorded
 * declined first, as an owner's answer is (the same conditional move: of this and an answer racing it, one
 * wins; its `challenge.closed` event goes out with it), then the issuer is told (Lithic: `DECLINE_BY_CUSTOMER`;
 * the sandbox ends the purchase declined). One the issuer does not take is logged and left to its expiry at the
 * issuer (Lithic ends it; the sandbox's `expired-challenges` sweep declines its purchase): it stays declined
 * here, so it is neither asked again nor opened again (no second mail or push for it). An unlock revives none.
 * Returns how many the issuer took.
 */
export async function declineInactiveCardChallenges(ctx: DeclineContext, cardId?: string): Promise<number> {
  const open = await listChallengesOfInactiveCards(ctx.db, ctx.clock.now(), {
    ...(cardId === undefined ? {} : { cardId }),
    limit: DECLINED_PER_CALL,
  })
  let declined = 0
  for (const challenge of open) {
    if (!(await moveChallenge(ctx.db, challenge.id, 'pending', 'declined', ctx.clock.now()))) continue
    try {
      await ctx.issuer.answerChallenge(challenge, 'decline')
      declined++
    } catch (error) {
      ctx.log?.warn(
        { err: error, cardId: challenge.cardId, challengeId: challenge.id },
        'the card issuer did not take the decline of a challenge of a card no longer active: it ends at its expiry',
      )
    }
  }
  return declined
}
