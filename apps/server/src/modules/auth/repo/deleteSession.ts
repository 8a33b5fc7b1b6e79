import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { sessions } from '../../../db/schema'

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id))
}
