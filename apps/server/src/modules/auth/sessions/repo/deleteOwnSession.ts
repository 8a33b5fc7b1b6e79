import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { sessions } from '../../../../db/schema'

/**
 * Deletes the session with this public id if it belongs to `address`, in one statement: another address's
 * id matches nothing. Returns the deleted row's key (sha256 of its token), or undefined when none matched.
 */
export async function deleteOwnSession(
  db: Executor,
  { publicId, address }: { publicId: string; address: string },
): Promise<string | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.publicId, publicId), eq(sessions.address, address)))
    .returning({ id: sessions.id })
  return row?.id
}
