import { type CardVelocity, type VelocityWindow, velocityWindowOf } from '@chaincard/domain'
import { eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cardAuthorizations, cards } from '../../../../db/schema/cards'
import { type CardControlsRow, cardControls } from '../../../../db/schema/controls'

/** What an authorization decision reads of a card besides its money: its controls and its velocity. */
export type CardControlsState = {
  /** The owner's controls, null when none were set. */
  controls: CardControlsRow | null
  velocity: CardVelocity
}

/**
 * The card's approved debit authorizations in the UTC day and month of `at` (`velocityWindowOf`), as one jsonb
 * `[dayCount, dayMicro, monthMicro]` (amounts as text): approved and held, or cleared (what cleared); one
 * voided, expired or declined does not count. Read from our own authorizations table, so the program's
 * velocity holds whatever the issuer's rules say.
 */
function velocitySql(cardId: SQL | string, at: Date): SQL<string> {
  return velocitySqlIn(cardId, velocityWindowOf(at))
}

/** The windows' bounds of `velocitySql`, as values or as placeholders (`selectBuiltOnce`). */
export type VelocityBounds = Record<keyof VelocityWindow, Date | Placeholder>

/** `velocitySql` in the windows `w` (their bounds may be placeholders: the statement is built once). */
export function velocitySqlIn(cardId: SQL | string, w: VelocityBounds): SQL<string> {
  const amount = sql`CASE WHEN a.status = 'captured' THEN coalesce(a.captured_micro, a.amount_micro) ELSE a.amount_micro END`
  return sql<string>`(SELECT jsonb_build_array(
      count(*) FILTER (WHERE a.created_at >= ${w.dayStart} AND a.created_at < ${w.dayEnd}),
      coalesce(sum(${amount}) FILTER (WHERE a.created_at >= ${w.dayStart} AND a.created_at < ${w.dayEnd}), 0)::text,
      coalesce(sum(${amount}), 0)::text)::text
    FROM ${cardAuthorizations} a
    WHERE a.card_id = ${cardId} AND a.direction = 'debit' AND a.status IN ('approved', 'captured')
      AND a.created_at >= ${w.monthStart} AND a.created_at < ${w.monthEnd})`
}

/** `velocitySql`'s answer as numbers. */
export function parseVelocity(text: string): CardVelocity {
  const [dayCount, dayMicro, monthMicro] = JSON.parse(text) as [number, string, string]
  return { dayCount, dayAmountMicro: BigInt(dayMicro), monthAmountMicro: BigInt(monthMicro) }
}

/**
 * Whether the card's row changed after the statement's snapshot was taken: true when the statement waited for
 * the card's lock while another decision committed. PostgreSQL then re-reads the locked card row only, so what
 * the statement read of other tables (velocity, controls) may predate that decision: read them again.
 */
export const cardChangedSinceSnapshot = sql<boolean>`((SELECT c2.xmin::text FROM ${cards} c2 WHERE c2.id = ${cards.id}) IS DISTINCT FROM ${cards}.xmin::text)`

/** The columns of the card's controls row, for a select that left-joins `card_controls`. */
export const controlsColumns = getTableColumns(cardControls)

/** The controls row as a left join returns it: null when the card has none. */
export function controlsRowOf(
  row: { [K in keyof CardControlsRow]: CardControlsRow[K] | null } | null,
): CardControlsRow | null {
  return row === null || row.cardId === null ? null : (row as CardControlsRow)
}

/** The card's controls and velocity in one statement, for a decision made under the card's lock. */
export async function readControlsState(tx: Executor, cardId: string, at: Date): Promise<CardControlsState> {
  const [row] = await tx
    .select({ controls: controlsColumns, velocity: velocitySql(cardId, at) })
    .from(cards)
    .leftJoin(cardControls, eq(cardControls.cardId, cards.id))
    .where(eq(cards.id, cardId))
  if (!row) throw new Error(`card ${cardId} vanished under its lock`)
  return { controls: controlsRowOf(row.controls), velocity: parseVelocity(row.velocity) }
}
