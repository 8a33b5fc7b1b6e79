import type { Executor } from '../../../db'
import type { ApplyOutcome } from './ApplyOutcome'
import type { CardStateEvent } from './InboundEvent'
import type { EventCard } from './repo/lockEventCard'
import { lockByIssuer, unlockByIssuer } from './repo/mirrorIssuerPause'
import { suspendIssuerClosedCard } from './repo/suspendIssuerClosedCard'

/**
 * The card's state changed at the issuer; the card mirrors it. Closed is final: the card is suspended here
 * too. Paused locks an active card with reason `issuer` (its owner cannot unlock it: `setCardLock`); open
 * lifts only a lock the issuer set. A pause or open that is the echo of the owner's own lock or unlock (our
 * row changed first) finds the card as it asks and changes nothing. The adapter gives the state the issuer
 * has now (read again), so a change delivered late or out of order cannot undo a newer one.
 */
export async function applyCardState(
  tx: Executor,
  card: EventCard,
  event: CardStateEvent,
  now: Date,
): Promise<ApplyOutcome> {
  if (event.state === 'CLOSED') {
    await suspendIssuerClosedCard(tx, card.id, now)
    return { status: 'applied' }
  }
  const changed =
    event.state === 'PAUSED' ? await lockByIssuer(tx, card.id, now) : await unlockByIssuer(tx, card.id, now)
  return { status: changed ? 'applied' : 'ignored' }
}
