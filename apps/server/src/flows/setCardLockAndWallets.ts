import { setCardLock } from '../modules/cards'
import { followCardState } from '../modules/issuer'
import type { AppContext } from '../runtime/appContext'

/**
 * `POST /card/{id}/lock` and `/unlock` (cards, then issuer wallets): the owner's lock or unlock of the card
 * (cards setCardLock: checks, the card at the issuer), then its Apple Pay and Google Pay tokens follow it
 * (issuer followCardState: paused with the lock, resumed with the unlock). The card's change stands once the
 * issuer took it; a token the issuer does not take is left where it was and the wallet-tokens sweep
 * (followCardStates) moves it later, so the answer is the card's.
 */
export async function setCardLockAndWallets(
  ctx: AppContext,
  id: string,
  owner: string,
  lock: boolean,
  log?: { warn(object: Record<string, unknown>, message: string): void },
): Promise<void> {
  await setCardLock(ctx, id, owner, lock)
  await followCardState({ ...ctx, log }, id, lock ? 'lock' : 'unlock')
}
