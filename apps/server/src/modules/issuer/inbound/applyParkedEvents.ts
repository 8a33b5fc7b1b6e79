import type { Executor } from '../../../db'
import { applyToCard } from './applyToCard'
import { fromEventPayload } from './eventPayload'
import type { IssuerName } from './InboundEvent'
import { findParkedEvents, finishIssuerEvent } from './repo/issuerEvents'
import type { EventCard } from './repo/lockEventCard'
import { toEventResult } from './toEventResult'

/**
 * Applies, in arrival order, the events of a transaction that were kept because they came before its
 * authorization (a clearing, a void): called in the transaction that records the authorization, under the
 * card's lock, so the ledger ends as if they had come in order.
 */
export async function applyParkedEvents(
  tx: Executor,
  card: EventCard,
  issuer: IssuerName,
  transactionToken: string,
  now: Date,
): Promise<number> {
  const parked = await findParkedEvents(tx, issuer, transactionToken)
  let applied = 0
  for (const row of parked) {
    const event = fromEventPayload(row.payload)
    const outcome = await applyToCard(tx, card, event, now)
    if (outcome.status === 'parked') continue
    await finishIssuerEvent(tx, row.issuer, row.eventId, {
      status: outcome.status,
      result: toEventResult(outcome),
      at: now,
    })
    applied++
  }
  return applied
}
