import type { UserState } from '@chaincard/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { users } from '../../../../db/schema/auth'
import {
  type CardAuthorizationRow,
  type CardRow,
  cardAuthorizations,
  cards,
} from '../../../../db/schema/cards'
import { cardControls } from '../../../../db/schema/controls'
import { issuerEvents } from '../../../../db/schema/issuer'
import {
  type CardControlsState,
  cardChangedSinceSnapshot,
  controlsColumns,
  controlsRowOf,
  parseVelocity,
  velocitySql,
} from './controlsState'

/** The event's transaction as read together with the card (see `lockEventCard`). */
type PreloadedTransaction = {
  issuer: string
  token: string
  authorization: CardAuthorizationRow | null
  /** Events of this transaction are parked, waiting for its authorization. */
  hasParked: boolean
}

export type EventCard = Pick<
  CardRow,
  'id' | 'status' | 'expiresAt' | 'balanceMicro' | 'heldMicro' | 'lockReason' | 'suspendedAt'
> & {
  userState: UserState
  preloaded?: PreloadedTransaction | undefined
  /**
   * Read with the card for an authorization decision (`decisionAt`): its controls and velocity, and whether the
   * statement's snapshot may predate them (`stale`: read them again under the lock).
   */
  controlsState?: (CardControlsState & { stale: boolean }) | undefined
}

/**
 * The card an issuer event is about, by the issuer's card id, with its owner's state; its row stays locked
 * until the transaction ends, so the events of one card apply one after the other (and after any other
 * movement of its money). Given the event's transaction, the same statement reads its authorization (which
 * changes only under this lock) and whether events of it are parked: an authorization request is decided
 * with few round trips. Null for a card that is not ours.
 */
export async function lockEventCard(
  tx: Executor,
  cardToken: string,
  transaction?: { issuer: string; token: string },
): Promise<EventCard | null> {
  return (await claimAndLockEventCard(tx, cardToken, transaction)).card
}

/** An event to claim in the same statement that locks its card (see `claimAndLockEventCard`). */
export type EventClaim = {
  issuer: string
  eventId: string
  kind: string
  transactionToken: string | null
  payload: Record<string, unknown>
  receivedAt: Date
  /** Sets the transaction's lock_timeout first, in the same statement (before the card's row is locked). */
  lockTimeoutMs?: number | undefined
  /**
   * An authorization request decided at this time: the statement also reads the card's controls and its
   * velocity in the request's windows.
   */
  decisionAt?: Date | undefined
}

/**
 * `lockEventCard`, and with `claim`, the event's claim in the same statement: inserted into issuer_events
 * (its card found by the issuer's card id) unless `(issuer, eventId)` exists; a concurrent claim of the same
 * event waits for the first transaction, then finds the row. `claimed` is whether this statement inserted
 * it; null when the card is not ours (no row came back: the caller asks issuer_events).
 */
export async function claimAndLockEventCard(
  tx: Executor,
  cardToken: string,
  transaction?: { issuer: string; token: string },
  claim?: EventClaim,
): Promise<{ card: EventCard | null; claimed: boolean | null }> {
  const base = {
    id: cards.id,
    status: cards.status,
    expiresAt: cards.expiresAt,
    balanceMicro: cards.balanceMicro,
    heldMicro: cards.heldMicro,
    lockReason: cards.lockReason,
    suspendedAt: cards.suspendedAt,
    userState: users.state,
  }
  const claiming = claim
    ? tx.$with('claim', { one: sql<number>`one` }).as(
        sql`INSERT INTO ${issuerEvents} (issuer, event_id, kind, card_id, transaction_token, status, payload, received_at)
          SELECT ${claim.issuer}, ${claim.eventId}, ${claim.kind},
            (SELECT ${cards.id} FROM ${cards} WHERE ${cards.issuerCardId} = ${cardToken}),
            ${claim.transactionToken}, 'applied', ${JSON.stringify(claim.payload)}::jsonb, ${claim.receivedAt}
          FROM (SELECT ${
            claim.lockTimeoutMs === undefined
              ? sql`1`
              : sql`set_config('lock_timeout', ${`${Math.max(1, Math.trunc(claim.lockTimeoutMs))}ms`}, true)`
          }) AS settings
          ON CONFLICT (issuer, event_id) DO NOTHING
          RETURNING 1 AS one`,
      )
    : undefined
  const claimedColumn = claiming
    ? { claimed: sql<number>`(SELECT count(*) FROM ${claiming})`.mapWith(Number) }
    : { claimed: sql<number>`0`.mapWith(Number) }
  const from = claiming ? tx.with(claiming) : tx
  if (!transaction) {
    const [row] = await from
      .select({ ...base, ...claimedColumn })
      .from(cards)
      .innerJoin(users, eq(users.address, cards.ownerAddress))
      .where(eq(cards.issuerCardId, cardToken))
      .for('update', { of: cards })
    if (!row) return { card: null, claimed: null }
    const { claimed, ...card } = row
    return { card, claimed: claiming ? claimed > 0 : null }
  }
  const decisionAt = claim?.decisionAt
  const [row] = await from
    .select({
      ...base,
      ...claimedColumn,
      authorization: cardAuthorizations,
      hasParked: sql<boolean>`EXISTS (SELECT 1 FROM ${issuerEvents} WHERE ${issuerEvents.issuer} = ${transaction.issuer}
        AND ${issuerEvents.transactionToken} = ${transaction.token} AND ${issuerEvents.status} = 'parked')`,
      // The decision's reads (a primary-key join and one index range of the card's authorizations); none for
      // other events.
      controls: controlsColumns,
      velocity: decisionAt ? velocitySql(sql`${cards.id}`, decisionAt) : sql<string | null>`NULL`,
      stale: decisionAt ? cardChangedSinceSnapshot : sql<boolean>`false`,
    })
    .from(cards)
    .innerJoin(users, eq(users.address, cards.ownerAddress))
    .leftJoin(
      cardAuthorizations,
      and(
        eq(cardAuthorizations.issuer, transaction.issuer),
        eq(cardAuthorizations.issuerToken, transaction.token),
      ),
    )
    .leftJoin(cardControls, eq(cardControls.cardId, cards.id))
    .where(eq(cards.issuerCardId, cardToken))
    .for('update', { of: cards })
  if (!row) return { card: null, claimed: null }
  const { authorization, hasParked, claimed, controls, velocity, stale, ...card } = row
  return {
    card: {
      ...card,
      preloaded: { ...transaction, authorization, hasParked: Boolean(hasParked) },
      ...(velocity !== null
        ? {
            controlsState: {
              controls: controlsRowOf(controls),
              velocity: parseVelocity(velocity),
              stale: Boolean(stale),
            },
          }
        : {}),
    },
    claimed: claiming ? claimed > 0 : null,
  }
}
