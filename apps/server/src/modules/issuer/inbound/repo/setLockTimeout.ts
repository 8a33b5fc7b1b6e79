import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'

/**
 * Bounds how long this transaction waits for a row lock (then it fails instead of waiting): an authorization
 * must be answered before the issuer's deadline, never after a long job lets go of the card.
 */
export async function setLockTimeout(tx: Executor, ms: number): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${Math.max(1, Math.trunc(ms))}ms'`))
}
