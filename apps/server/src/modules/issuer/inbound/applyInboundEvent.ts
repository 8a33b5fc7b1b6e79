import type { Executor } from '../../../db'
import type { ApplyOutcome } from './ApplyOutcome'
import { applyParkedEvents } from './applyParkedEvents'
import { applyToCard } from './applyToCard'
import { toEventPayload } from './eventPayload'
import type { InboundEvent, InboundResult } from './InboundEvent'
import { claimIssuerEvent, findIssuerEvent, finishIssuerEvent } from './repo/issuerEvents'
import { lockEventCard } from './repo/lockEventCard'
import { fromEventResult, toEventResult } from './toEventResult'

/** Kinds that create an authorization: the events parked for its transaction follow them. */
const CREATES_AUTHORIZATION = new Set<InboundEvent['kind']>(['authorization_request', 'authorization_advice'])

function transactionTokenOf(event: InboundEvent): string | null {
  return 'transactionToken' in event ? event.transactionToken : null
}

/**
 * The issuer gateway's one inbound handler, in the caller's transaction (DESIGN "Cards, issuer, users").
 * Every event, from the Lithic webhook or the sandbox's merchant simulator, goes through here:
 * 1. the card's row is locked (by the issuer's card id): the events of a card apply one after the other;
 * 2. the event is claimed by `(issuer, eventId)` (a primary key): a repeated delivery changes nothing and
 *    answers what the first one did (the same decision for a repeated authorization request);
 * 3. it is applied to the card's ledger and history; one that refers to an authorization not seen yet is
 *    parked, and applied when the authorization arrives.
 * An event for a card that is not ours is recorded as ignored (an authorization request is declined).
 */
export async function applyInboundEvent(
  tx: Executor,
  event: InboundEvent,
  now: Date,
): Promise<InboundResult> {
  const card = await lockEventCard(tx, event.cardToken)
  const transactionToken = transactionTokenOf(event)
  const claimed = await claimIssuerEvent(tx, {
    event,
    cardId: card?.id ?? null,
    transactionToken,
    payload: toEventPayload(event),
    receivedAt: now,
  })
  if (!claimed) {
    const stored = await findIssuerEvent(tx, event.issuer, event.eventId)
    return {
      duplicate: true,
      status: stored?.status ?? 'ignored',
      ...fromEventResult(stored?.result ?? null),
    }
  }
  let outcome: ApplyOutcome
  if (!card) {
    outcome =
      event.kind === 'authorization_request'
        ? { status: 'ignored', decision: { approved: false, reason: 'card_not_active' } }
        : { status: 'ignored' }
  } else {
    outcome = await applyToCard(tx, card, event, now)
    if (transactionToken && CREATES_AUTHORIZATION.has(event.kind) && outcome.authorizationId) {
      await applyParkedEvents(tx, card, event.issuer, transactionToken, now)
    }
  }
  await finishIssuerEvent(tx, event.issuer, event.eventId, {
    status: outcome.status,
    result: toEventResult(outcome),
    at: now,
  })
  return { duplicate: false, ...outcome }
}
