import type { Executor } from '../../../db'
import { setHold } from '../../../ledger'
import { recordException, unbookedHoldRef } from '../../../runtime/operatorQueue'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import type { UnhandledEvent } from './InboundEvent'
import type { EventCard } from './repo/lockEventCard'

const MICRO_PER_CENT = 10_000n

/**
 * An issuer event with money that the gateway does not apply: one `issuer_unhandled` exception (keyed by the
 * issuer's event, so a redelivery adds an attempt, never a row) for an operator to book by hand (`debit`,
 * `credit` or `ignore`). Nothing is booked on the card, but money the network may have taken stays held
 * (`unbooked:<exception>`) until the operator resolves it: the transaction's own hold may close meanwhile (its
 * snapshot says it settled), and the card must not spend what it may no longer have. Its USD value is kept when
 * it is in USD.
 */
export async function applyUnhandled(
  tx: Executor,
  card: EventCard,
  event: UnhandledEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const magnitude = event.amountMinor < 0n ? -event.amountMinor : event.amountMinor
  const { id, created } = await recordException(tx, {
    reason: 'issuer_unhandled',
    detail: event.detail,
    dedupeKey: `issuer_unhandled:${event.issuer}:${event.eventId}`,
    issuerEvent: `${event.issuer}:${event.eventType}:${event.eventId}`,
    cardId: card.id,
    amountMicro: event.currency === 'USD' ? magnitude * MICRO_PER_CENT : null,
    now,
  })
  if (created && (event.keepHeldMicro !== undefined || event.keepHeldAuthorization)) {
    const heldMicro = await heldFor(tx, card, event)
    if (heldMicro > 0n) {
      await setHold(tx, {
        cardId: card.id,
        ref: unbookedHoldRef(id),
        amountMicro: heldMicro,
        open: true,
        at: now,
      })
    }
  }
  return { status: 'applied', raised: { eventType: event.eventType, detail: event.detail, exceptionId: id } }
}

/** Micro-USD to keep held: the event's USD value, or its transaction's authorized amount when it has none. */
async function heldFor(tx: Executor, card: EventCard, event: UnhandledEvent): Promise<bigint> {
  if (event.keepHeldMicro !== undefined) return event.keepHeldMicro
  if (!event.transactionToken) return 0n
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  return authorization && authorization.cardId === card.id && authorization.direction === 'debit'
    ? authorization.amountMicro
    : 0n
}
