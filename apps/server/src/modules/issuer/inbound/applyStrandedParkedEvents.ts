import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { cardAuthorizations, cards } from '../../../db/schema/cards'
import { depositExceptions } from '../../../db/schema/exceptions'
import { issuerEvents } from '../../../db/schema/issuer'
import { recordException } from '../../../runtime/operatorQueue'
import { applyParkedEvents } from './applyParkedEvents'
import type { IssuerName } from './InboundEvent'
import { lockEventCard } from './repo/lockEventCard'

/** Transactions (and stale events) looked at per pass at most (the rest wait for the next one). */
const STRANDED_PER_PASS = 100

/**
 * How long an event may wait for its authorization before it is raised: an authorization comes within
 * seconds of its clearing (Lithic sends every event of a transaction as it happens), so one still missing
 * after this is one the gateway will not see by itself (a lost delivery, a mapping that records none).
 */
export const PARKED_RAISE_AFTER_MS = 10 * 60_000

/** A parked event raised as an `issuer_unhandled` exception by a pass. */
type RaisedParkedEvent = { issuer: string; kind: string; eventId: string; exceptionId: number }

export type StrandedPassResult = {
  /** Parked events applied now (their authorization had arrived). */
  applied: number
  /** Parked events raised now: waiting longer than `PARKED_RAISE_AFTER_MS` with no authorization. */
  raised: RaisedParkedEvent[]
}

/**
 * The safety net of parking, each pass:
 * 1. events kept for an authorization that has arrived since are applied. An authorization applies its
 *    transaction's parked events in its own transaction, but when two deliveries of one transaction meet at
 *    the card's lock, the one that waited decided from what it read before the wait (a clearing may park
 *    itself just after the authorization looked for parked events). They apply under the card's lock, in
 *    arrival order, as the authorization would have;
 * 2. events with money (a clearing, a return, a pending hold) parked longer than `PARKED_RAISE_AFTER_MS` (by
 *    the clock the events were received by) whose authorization has still not come are raised, once each,
 *    as `issuer_unhandled` exceptions
 *    (`parked_without_authorization`, with the event's amount) for an operator: never left silent. They stay
 *    parked: if the authorization comes after all, they still apply.
 */
export async function applyStrandedParkedEvents(db: Db, now: Date): Promise<StrandedPassResult> {
  const stranded = await db
    .selectDistinct({
      issuer: issuerEvents.issuer,
      transactionToken: issuerEvents.transactionToken,
      cardToken: cards.issuerCardId,
    })
    .from(issuerEvents)
    .innerJoin(
      cardAuthorizations,
      and(
        eq(cardAuthorizations.issuer, issuerEvents.issuer),
        eq(cardAuthorizations.issuerToken, issuerEvents.transactionToken),
      ),
    )
    .innerJoin(cards, eq(cards.id, issuerEvents.cardId))
    .where(and(eq(issuerEvents.status, 'parked'), isNotNull(cards.issuerCardId)))
    .limit(STRANDED_PER_PASS)
  let applied = 0
  for (const { issuer, transactionToken, cardToken } of stranded) {
    if (!transactionToken || !cardToken) continue
    applied += await db.transaction(async (tx) => {
      const card = await lockEventCard(tx, cardToken)
      if (!card) return 0
      return applyParkedEvents(tx, card, issuer as IssuerName, transactionToken, now)
    })
  }
  return { applied, raised: await raiseStaleParkedEvents(db, now) }
}

const MICRO_FIELDS = ['amountMicro', 'holdMicro'] as const

/** Parked events older than the bound, without an authorization and not raised yet: each one exception. */
async function raiseStaleParkedEvents(db: Db, now: Date): Promise<RaisedParkedEvent[]> {
  const dedupeKey = sql<string>`'issuer_unhandled:' || ${issuerEvents.issuer} || ':' || ${issuerEvents.eventId}`
  const stale = await db
    .select({
      issuer: issuerEvents.issuer,
      eventId: issuerEvents.eventId,
      kind: issuerEvents.kind,
      cardId: issuerEvents.cardId,
      payload: issuerEvents.payload,
    })
    .from(issuerEvents)
    .leftJoin(
      cardAuthorizations,
      and(
        eq(cardAuthorizations.issuer, issuerEvents.issuer),
        eq(cardAuthorizations.issuerToken, issuerEvents.transactionToken),
      ),
    )
    .where(
      and(
        eq(issuerEvents.status, 'parked'),
        lte(issuerEvents.receivedAt, new Date(now.getTime() - PARKED_RAISE_AFTER_MS)),
        isNull(cardAuthorizations.id),
        sql`NOT EXISTS (SELECT 1 FROM ${depositExceptions} WHERE ${depositExceptions.dedupeKey} = ${dedupeKey})`,
      ),
    )
    .orderBy(issuerEvents.seq)
    .limit(STRANDED_PER_PASS)
  const raised: RaisedParkedEvent[] = []
  for (const event of stale) {
    const money = MICRO_FIELDS.map((field) => event.payload[field]).find((v) => typeof v === 'string')
    // Raised: an event with money waiting (a clearing, a hold the issuer keeps); a void's history line or a
    // state that holds nothing is not worth an operator's look.
    if (event.kind === 'authorization_release' || typeof money !== 'string' || BigInt(money) === 0n) continue
    const { id } = await recordException(db, {
      reason: 'issuer_unhandled',
      detail: 'parked_without_authorization',
      dedupeKey: `issuer_unhandled:${event.issuer}:${event.eventId}`,
      issuerEvent: `${event.issuer}:${event.kind}:${event.eventId}`,
      cardId: event.cardId,
      amountMicro: BigInt(money),
      now,
    })
    raised.push({ issuer: event.issuer, kind: event.kind, eventId: event.eventId, exceptionId: id })
  }
  return raised
}
