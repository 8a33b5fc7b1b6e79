import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { type IssuerEventRow, type IssuerEventStatus, issuerEvents } from '../../../../db/schema/issuer'

/** The stored event (to answer a repeated delivery with what the first one did). */
export async function findIssuerEvent(
  tx: Executor,
  issuer: string,
  eventId: string,
): Promise<IssuerEventRow | null> {
  const [row] = await tx
    .select()
    .from(issuerEvents)
    .where(and(eq(issuerEvents.issuer, issuer), eq(issuerEvents.eventId, eventId)))
    .limit(1)
  return row ?? null
}

/** Records how a claimed event ended and what it answered. */
export async function finishIssuerEvent(
  tx: Executor,
  issuer: string,
  eventId: string,
  outcome: { status: IssuerEventStatus; result: Record<string, unknown> | null; at: Date },
): Promise<void> {
  await tx
    .update(issuerEvents)
    .set({
      status: outcome.status,
      result: outcome.result,
      appliedAt: outcome.status === 'applied' ? outcome.at : null,
    })
    .where(and(eq(issuerEvents.issuer, issuer), eq(issuerEvents.eventId, eventId)))
}

/** Events of this transaction kept until its authorization arrived, in arrival order. */
export async function findParkedEvents(
  tx: Executor,
  issuer: string,
  transactionToken: string,
): Promise<IssuerEventRow[]> {
  return tx
    .select()
    .from(issuerEvents)
    .where(
      and(
        eq(issuerEvents.issuer, issuer),
        eq(issuerEvents.transactionToken, transactionToken),
        eq(issuerEvents.status, 'parked'),
      ),
    )
    .orderBy(asc(issuerEvents.seq))
}

/** Which of these event ids of the issuer are claimed already (a repeated delivery's), in one statement. */
export async function claimedEventIds(
  tx: Executor,
  issuer: string,
  eventIds: readonly string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set()
  const rows = await tx
    .select({ eventId: issuerEvents.eventId })
    .from(issuerEvents)
    .where(and(eq(issuerEvents.issuer, issuer), inArray(issuerEvents.eventId, [...eventIds])))
  return new Set(rows.map((row) => row.eventId))
}
