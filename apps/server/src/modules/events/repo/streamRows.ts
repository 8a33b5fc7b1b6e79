import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'
import { eventStreams } from '../../../db/schema'

export type StreamBudgets = { perSession: number; perAddress: number; global: number }

export type OpenStreamRowParameters = {
  id: string
  sessionId: string
  /** Lowercase. */
  address: string
  now: Date
  /** Rows not seen since are streams of an instance that went away: deleted, and counted no more. */
  staleBefore: Date
  budgets: StreamBudgets
}

/** `opened` with the streams this one closed (the oldest beyond the budgets), or `full`. */
export type OpenStreamRowResult = { kind: 'opened'; closed: string[] } | { kind: 'full' }

/**
 * Records an opening stream against its budgets, in one transaction under the owner's `users` row lock (two
 * opens of one person are counted one after the other, on any instance): stale rows go, the service-wide budget
 * is checked (full only when this open would not close one of the person's own), the row is inserted, and the
 * session's and the address's oldest rows beyond their budgets are deleted; the delete trigger tells every
 * instance to end those streams.
 */
export async function openStreamRow(db: Db, p: OpenStreamRowParameters): Promise<OpenStreamRowResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT address FROM users WHERE address = ${p.address} FOR UPDATE`)
    await tx.execute(
      sql`DELETE FROM event_streams WHERE seen_at < ${p.staleBefore.toISOString()}::timestamptz`,
    )
    const [counts] = rowsOf<{ total: number; session: number; address: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS total,
          (count(*) FILTER (WHERE session_id = ${p.sessionId}))::int AS session,
          (count(*) FILTER (WHERE address = ${p.address}))::int AS address
        FROM event_streams`),
    )
    const frees = counts!.session >= p.budgets.perSession || counts!.address >= p.budgets.perAddress
    if (counts!.total >= p.budgets.global && !frees) return { kind: 'full' as const }
    await tx.insert(eventStreams).values({
      id: p.id,
      sessionId: p.sessionId,
      address: p.address,
      openedAt: p.now,
      seenAt: p.now,
    })
    const closed = rowsOf<{ id: string }>(
      await tx.execute(sql`
        DELETE FROM event_streams WHERE id IN (
          SELECT id FROM event_streams WHERE session_id = ${p.sessionId}
          ORDER BY seq DESC OFFSET ${p.budgets.perSession}
        ) OR id IN (
          SELECT id FROM event_streams WHERE address = ${p.address}
          ORDER BY seq DESC OFFSET ${p.budgets.perAddress}
        )
        RETURNING id`),
    )
    return { kind: 'opened' as const, closed: closed.map((row) => String(row.id)) }
  })
}

/** Marks the stream seen at `now`; false when its row is gone (closed by a newer stream or its session's end). */
export async function touchStreamRow(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(eventStreams)
    .set({ seenAt: now })
    .where(eq(eventStreams.id, id))
    .returning({ id: eventStreams.id })
  return rows.length === 1
}

/** Forgets a stream that ended (its client went, or the server closes). */
export async function deleteStreamRow(db: Db, id: string): Promise<void> {
  await db.delete(eventStreams).where(and(eq(eventStreams.id, id)))
}
