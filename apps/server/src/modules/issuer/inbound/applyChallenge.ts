import type { Executor } from '../../../db'
import type { ApplyOutcome } from './ApplyOutcome'
import type { ThreeDsChallengeEvent } from './InboundEvent'
import { insertChallenge } from './repo/insertChallenge'
import type { EventCard } from './repo/lockEventCard'

/** A 3DS challenge is kept for the card's owner to see and answer (`GET /card/{id}/challenge`). */
export async function applyChallenge(
  tx: Executor,
  card: EventCard,
  event: ThreeDsChallengeEvent,
  now: Date,
): Promise<ApplyOutcome> {
  await insertChallenge(tx, {
    issuer: event.issuer,
    issuerToken: event.challengeToken,
    cardId: card.id,
    merchantName: event.merchantName,
    amountMinor: event.amountMinor,
    currency: event.currency,
    currencyExponent: event.currencyExponent,
    expiresAt: event.expiresAt,
    at: now,
  })
  return { status: 'applied' }
}
