import { lt } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { nonces } from '../../../db/schema'

/** Removes nonces that expired before `before` (used or not): they can never sign anyone in. */
export async function deleteStaleNonces(db: Executor, before: Date): Promise<void> {
  await db.delete(nonces).where(lt(nonces.expiresAt, before))
}
