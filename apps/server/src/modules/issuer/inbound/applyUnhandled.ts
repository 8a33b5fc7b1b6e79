import type { Executor } from '../../../db'
import { recordException } from '../../../runtime/operatorQueue'
import type { ApplyOutcome } from './ApplyOutcome'
import type { UnhandledEvent } from './InboundEvent'
import type { EventCard } from './repo/lockEventCard'

const MICRO_PER_CENT = 10_000n

/**
 * An issuer event with money that the gateway does not apply: one `issuer_unhandled` exception (keyed by the
 * issuer's event, so a redelivery adds an attempt, never a row) for an operator to settle by hand. Nothing
 * moves on the card. Its USD value is kept when it is in USD.
 */
export async function applyUnhandled(
  tx: Executor,
  card: EventCard,
  event: UnhandledEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const magnitude = event.amountMinor < 0n ? -event.amountMinor : event.amountMinor
  const { id } = await recordException(tx, {
    reason: 'issuer_unhandled',
    detail: event.detail,
    dedupeKey: `issuer_unhandled:${event.issuer}:${event.eventId}`,
    issuerEvent: `${event.issuer}:${event.eventType}:${event.eventId}`,
    cardId: card.id,
    amountMicro: event.currency === 'USD' ? magnitude * MICRO_PER_CENT : null,
    now,
  })
  return { status: 'applied', raised: { eventType: event.eventType, detail: event.detail, exceptionId: id } }
}
