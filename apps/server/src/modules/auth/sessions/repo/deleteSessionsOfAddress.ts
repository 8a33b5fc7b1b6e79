import { eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { sessions } from '../../../../db/schema'

/** Deletes every session of the address (the current one included); returns how many there were. */
export async function deleteSessionsOfAddress(db: Executor, address: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.address, address)).returning({ id: sessions.id })
  return rows.length
}
