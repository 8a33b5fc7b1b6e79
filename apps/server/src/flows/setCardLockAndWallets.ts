import { setCardLock } from '../modules/cards'
import { declineInactiveCardChallenges, followCardState } from '../modules/issuer'
import type { AppContext } from '../runtime/appContext'

type FlowLog = { warn(object: Record<string, unknown>, message: string): void }

/**
 * `POST /card/{id}/lock` and `/unlock` (cards, then issuer challenges and wallets): the owner's lock or unlock of
 * the card (cards setCardLock: checks, the card at the issuer); a lock then declines the card's open 3DS
 * challenges through the issuer (issuer declineInactiveCardChallenges: nobody can answer them on a locked card);
 * then its Apple Pay and Google Pay tokens follow it (issuer followCardState: paused with the lock, resumed with
 * the unlock). The card's change stands once the issuer took it; a challenge decline the issuer does not take is
 * left to the challenge's expiry, a token it does not take to the wallet-tokens sweep, so the answer is the card's.
 */
export async function setCardLockAndWallets(
  ctx: AppContext,
  id: string,
  owner: string,
  lock: boolean,
  log?: FlowLog,
): Promise<void> {
  await setCardLock(ctx, id, owner, lock)
  if (lock) await declineChallengesOfStoppedCard(ctx, id, log)
  await followCardState({ ...ctx, log }, id, lock ? 'lock' : 'unlock')
}

/**
 * A card's open challenges declined once it stopped being active (locked, suspended, expired), never failing the
 * change that is already done: whatever goes wrong is logged (the `inactive-card-challenges` sweep takes what
 * was not read, an issuer that did not take a decline leaves the challenge to its expiry).
 */
export async function declineChallengesOfStoppedCard(
  ctx: AppContext,
  cardId: string,
  log: FlowLog | undefined,
): Promise<void> {
  try {
    await declineInactiveCardChallenges({ ...ctx, log }, cardId)
  } catch (error) {
    log?.warn(
      { err: error, cardId },
      'open challenges of a card no longer active not declined; the sweep asks again',
    )
  }
}
