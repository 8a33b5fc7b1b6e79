import type { PushKind } from '@chaincard/domain'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { type PushSubscriptionRow, pushSubscriptions } from '../../../db/schema'

export type NewPushSubscription = {
  owner: string
  /** The session subscribing it: the device goes when that session ends. */
  sessionId: string
  endpoint: string
  p256dh: string
  auth: string
  kinds: PushKind[]
}

/**
 * Records a device (or, for an endpoint already known, its new keys, kinds and owner: a browser signed into
 * another wallet subscribes with the same endpoint, and only the session's owner gets its notifications).
 */
export async function upsertPushSubscription(db: Db, row: NewPushSubscription): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({
      ownerAddress: row.owner,
      sessionId: row.sessionId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      kinds: row.kinds,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        ownerAddress: row.owner,
        sessionId: row.sessionId,
        p256dh: row.p256dh,
        auth: row.auth,
        kinds: row.kinds,
        // A device that changed hands counts from now: its new owner's earlier events are not pushed to it.
        createdAt: sql`CASE WHEN ${pushSubscriptions.ownerAddress} = excluded.owner_address
          THEN ${pushSubscriptions.createdAt} ELSE now() END`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  return saved!
}

export async function countPushSubscriptions(db: Db, owner: string, exceptEndpoint: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.ownerAddress, owner), sql`${pushSubscriptions.endpoint} <> ${exceptEndpoint}`),
    )
  return row?.n ?? 0
}

export async function listPushSubscriptions(db: Db, owner: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.ownerAddress, owner))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
}

/** Deletes `owner`'s subscription `id`; false when there is none of theirs by that id. */
export async function deleteOwnPushSubscription(db: Db, owner: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.ownerAddress, owner)))
    .returning({ id: pushSubscriptions.id })
  return deleted.length > 0
}

/** The push service said the endpoint is gone (404/410). */
export async function deletePushSubscriptionByEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
}

/** `owner`'s devices that want `kind` and were subscribed by the time of the event (`since`). */
export async function subscriptionsWanting(
  db: Db,
  owner: string,
  kind: PushKind,
  since: Date,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.ownerAddress, owner),
        sql`${kind} = ANY(${pushSubscriptions.kinds})`,
        lte(pushSubscriptions.createdAt, since),
      ),
    )
}
