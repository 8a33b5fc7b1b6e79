import { type UserState, velocityWindowOf } from '@chaincard/domain'
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
import { selectBuiltOnce } from '../../../../db/selectBuiltOnce'
import {
  type CardControlsState,
  cardChangedSinceSnapshot,
  controlsColumns,
  controlsRowOf,
  parseVelocity,
  velocitySqlIn,
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
  const claimShape = claim ? (claim.lockTimeoutMs === undefined ? 'claim' : 'claim-timeout') : 'lock'
  const claimed = (count: number) => (claim ? count > 0 : null)
  if (!transaction) {
    const [row] = await lockWithoutTransaction(tx, claimShape, {
      cardToken,
      ...(claim ? claimValues(claim) : {}),
    })
    if (!row) return { card: null, claimed: null }
    const { claimed: count, ...card } = row
    return { card, claimed: claimed(count) }
  }
  const decisionAt = claim?.decisionAt
  const [row] = await lockWithTransaction(tx, `${claimShape}${decisionAt ? '-decision' : ''}`, {
    cardToken,
    txIssuer: transaction.issuer,
    txToken: transaction.token,
    ...(claim ? claimValues(claim) : {}),
    ...(decisionAt ? velocityWindowOf(decisionAt) : {}),
  })
  if (!row) return { card: null, claimed: null }
  const { authorization, hasParked, claimed: count, controls, velocity, stale, ...card } = row
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
    claimed: claimed(count),
  }
}

/** The statements' shapes: with or without a claim (and its lock timeout), for a decision or not. */
type ClaimShape = 'lock' | 'claim' | 'claim-timeout'
type TransactionLockShape = `${ClaimShape}${'' | '-decision'}`

const p = (name: string) => sql.placeholder(name)

/** The claim's values for the placeholders of `claimCte`. */
function claimValues(claim: EventClaim): Record<string, unknown> {
  return {
    claimIssuer: claim.issuer,
    eventId: claim.eventId,
    kind: claim.kind,
    claimTransactionToken: claim.transactionToken,
    payload: JSON.stringify(claim.payload),
    receivedAt: claim.receivedAt,
    ...(claim.lockTimeoutMs === undefined
      ? {}
      : { lockTimeout: `${Math.max(1, Math.trunc(claim.lockTimeoutMs))}ms` }),
  }
}

/** `claimAndLockEventCard`'s claim, its values as placeholders (see `claimValues`). */
function claimCte(tx: Executor, withLockTimeout: boolean) {
  return tx.$with('claim', { one: sql<number>`one` }).as(
    sql`INSERT INTO ${issuerEvents} (issuer, event_id, kind, card_id, transaction_token, status, payload, received_at)
      SELECT ${p('claimIssuer')}, ${p('eventId')}, ${p('kind')},
        (SELECT ${cards.id} FROM ${cards} WHERE ${cards.issuerCardId} = ${p('cardToken')}),
        ${p('claimTransactionToken')}, 'applied', ${p('payload')}::jsonb, ${p('receivedAt')}
      FROM (SELECT ${withLockTimeout ? sql`set_config('lock_timeout', ${p('lockTimeout')}, true)` : sql`1`}) AS settings
      ON CONFLICT (issuer, event_id) DO NOTHING
      RETURNING 1 AS one`,
  )
}

/**
 * The statement of an event of a transaction: the card locked with its owner's state, the transaction's
 * authorization and parked events, the claim, and for a decision the card's controls and velocity. Built once
 * a shape (`selectBuiltOnce`): an authorization request runs it on every purchase.
 */
function buildLockWithTransaction(tx: Executor, shape: TransactionLockShape) {
  const claiming = shape.startsWith('claim') ? claimCte(tx, shape.startsWith('claim-timeout')) : undefined
  const decision = shape.endsWith('-decision')
  return (claiming ? tx.with(claiming) : tx)
    .select({
      ...cardColumns,
      claimed: claimedColumn(claiming),
      authorization: cardAuthorizations,
      hasParked: sql<boolean>`EXISTS (SELECT 1 FROM ${issuerEvents} WHERE ${issuerEvents.issuer} = ${p('txIssuer')}
        AND ${issuerEvents.transactionToken} = ${p('txToken')} AND ${issuerEvents.status} = 'parked')`,
      // The decision's reads (a primary-key join and one index range of the card's authorizations); none for
      // other events.
      controls: controlsColumns,
      velocity: decision
        ? velocitySqlIn(sql`${cards.id}`, {
            dayStart: p('dayStart'),
            dayEnd: p('dayEnd'),
            monthStart: p('monthStart'),
            monthEnd: p('monthEnd'),
          })
        : sql<string | null>`NULL`,
      stale: decision ? cardChangedSinceSnapshot : sql<boolean>`false`,
    })
    .from(cards)
    .innerJoin(users, eq(users.address, cards.ownerAddress))
    .leftJoin(
      cardAuthorizations,
      and(eq(cardAuthorizations.issuer, p('txIssuer')), eq(cardAuthorizations.issuerToken, p('txToken'))),
    )
    .leftJoin(cardControls, eq(cardControls.cardId, cards.id))
    .where(eq(cards.issuerCardId, p('cardToken')))
    .for('update', { of: cards })
}

/** `buildLockWithTransaction` for an event of no transaction: the card and its owner's state, and the claim. */
function buildLockWithoutTransaction(tx: Executor, shape: ClaimShape) {
  const claiming = shape === 'lock' ? undefined : claimCte(tx, shape === 'claim-timeout')
  return (claiming ? tx.with(claiming) : tx)
    .select({ ...cardColumns, claimed: claimedColumn(claiming) })
    .from(cards)
    .innerJoin(users, eq(users.address, cards.ownerAddress))
    .where(eq(cards.issuerCardId, p('cardToken')))
    .for('update', { of: cards })
}

const cardColumns = {
  id: cards.id,
  status: cards.status,
  expiresAt: cards.expiresAt,
  balanceMicro: cards.balanceMicro,
  heldMicro: cards.heldMicro,
  lockReason: cards.lockReason,
  suspendedAt: cards.suspendedAt,
  userState: users.state,
}

/** Whether the statement's claim inserted the event (1) or found it (0); 0 without a claim. */
function claimedColumn(claiming: ReturnType<typeof claimCte> | undefined) {
  return claiming
    ? sql<number>`(SELECT count(*) FROM ${claiming})`.mapWith(Number)
    : sql<number>`0`.mapWith(Number)
}

type TransactionLockRow = Awaited<ReturnType<typeof buildLockWithTransaction>>[number]

const lockWithTransaction = selectBuiltOnce<TransactionLockShape, TransactionLockRow>(
  buildLockWithTransaction,
)

type LockRow = Awaited<ReturnType<typeof buildLockWithoutTransaction>>[number]

const lockWithoutTransaction = selectBuiltOnce<ClaimShape, LockRow>(buildLockWithoutTransaction)
