import type { ProgramPolicy } from '@chaincard/domain'
import type { Executor } from '../../../db'
import type { ApplyOutcome } from './ApplyOutcome'
import { applyParkedEvents } from './applyParkedEvents'
import { applyToCard } from './applyToCard'
import { toEventPayload } from './eventPayload'
import type { InboundEvent, InboundResult } from './InboundEvent'
import { findIssuerEvent, finishIssuerEvent } from './repo/issuerEvents'
import { claimAndLockEventCard } from './repo/lockEventCard'
import { fromEventResult, toEventResult } from './toEventResult'

export type ApplyInboundEventOptions = {
  /**
   * Longest wait for the card's row lock (set in the claim's statement, before the lock), then the
   * transaction fails instead of waiting: an authorization request must be answered before the issuer's
   * deadline, never after a long job lets go of the card. Default: PostgreSQL's (no limit).
   */
  lockTimeoutMs?: number | undefined
  /** The program's policy a purchase is decided under (default: the domain's defaults). */
  policy?: ProgramPolicy | undefined
}

function transactionTokenOf(event: InboundEvent): string | null {
  return 'transactionToken' in event ? event.transactionToken : null
}

/**
 * The issuer gateway's one inbound handler, in the caller's transaction (DESIGN "Cards, issuer, users").
 * Every event, from the Lithic webhook or the sandbox's merchant simulator, goes through here:
 * 1. the event is claimed by `(issuer, eventId)` (a primary key) and its card's row locked (by the issuer's
 *    card id), in one statement: the events of a card apply one after the other, and a repeated delivery
 *    changes nothing and answers what the first one did (the same decision for a repeated authorization
 *    request);
 * 2. it is applied to the card's ledger and history; one that refers to an authorization not seen yet is
 *    parked, and applied when the authorization arrives.
 * An event for a card that is not ours is recorded as ignored (an authorization request is declined).
 */
export async function applyInboundEvent(
  tx: Executor,
  event: InboundEvent,
  now: Date,
  options: ApplyInboundEventOptions = {},
): Promise<InboundResult> {
  const transactionToken = transactionTokenOf(event)
  const locked = await claimAndLockEventCard(
    tx,
    event.cardToken,
    transactionToken ? { issuer: event.issuer, token: transactionToken } : undefined,
    {
      issuer: event.issuer,
      eventId: event.eventId,
      kind: event.kind,
      transactionToken,
      payload: toEventPayload(event),
      receivedAt: now,
      lockTimeoutMs: options.lockTimeoutMs,
      // A purchase's decision reads the card's controls and velocity with the card (a credit or a balance
      // inquiry needs neither, but one statement reads them at no extra round trip).
      decisionAt: event.kind === 'authorization_request' && event.purpose === 'purchase' ? now : undefined,
    },
  )
  const card = locked.card
  // Not our card: the claim's statement returned no row; the event is ours when it has no result yet
  // (every claim gets its result in the transaction that made it, so one without is this transaction's).
  const claimed = locked.claimed ?? (await findIssuerEvent(tx, event.issuer, event.eventId))?.result === null
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
    // The claim's statement read the event's authorization (and whether events of it are parked) before it
    // waited for the card's lock: a delivery that held the lock may have changed them meanwhile (PostgreSQL
    // re-reads only the locked card row). An authorization request, which must be fast, trusts a preload that
    // found none (a request creates it: a concurrent one fails on its unique key) and reads an existing one
    // again itself; every other event reads its authorization again now, under the lock.
    const asked = event.kind === 'authorization_request'
    outcome = await applyToCard(
      tx,
      asked ? card : { ...card, preloaded: undefined },
      event,
      now,
      options.policy,
    )
    if (transactionToken && outcome.created && (!asked || card.preloaded?.hasParked)) {
      // The card as read before this event's writes: its preloaded authorization is stale now.
      await applyParkedEvents(tx, { ...card, preloaded: undefined }, event.issuer, transactionToken, now)
    }
  }
  if (!outcome.finished) {
    await finishIssuerEvent(tx, event.issuer, event.eventId, {
      status: outcome.status,
      result: toEventResult(outcome),
      at: now,
    })
  }
  const { finished: _, created: __, ...result } = outcome
  return { duplicate: false, ...result }
}
