import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type NonceRow, nonces } from '../../../db/schema'

export async function findNonce(db: Executor, nonce: string): Promise<NonceRow | undefined> {
  const [row] = await db.select().from(nonces).where(eq(nonces.nonce, nonce)).limit(1)
  return row
}
