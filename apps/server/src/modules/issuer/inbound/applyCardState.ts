import type { Executor } from '../../../db'
import type { ApplyOutcome } from './ApplyOutcome'
import type { CardStateEvent } from './InboundEvent'
import type { EventCard } from './repo/lockEventCard'
import { suspendIssuerClosedCard } from './repo/suspendIssuerClosedCard'

/**
 * The card's state changed at the issuer. Closed is final: the card is suspended here too. Paused and open
 * are mostly the echo of our own lock and unlock (our rows changed first), and may arrive out of order, so
 * they change nothing here: the issuer itself refuses purchases on a card it paused, before asking us.
 */
export async function applyCardState(
  tx: Executor,
  card: EventCard,
  event: CardStateEvent,
  now: Date,
): Promise<ApplyOutcome> {
  if (event.state !== 'CLOSED') return { status: 'ignored' }
  await suspendIssuerClosedCard(tx, card.id, now)
  return { status: 'applied' }
}
