import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { nonces } from '../../../db/schema'

export type ConsumeNonceParameters = { nonce: string; address: string; client: string; now: Date }

/**
 * Marks the nonce used if it was issued to `address` and to the browser `client`, is unused and unexpired, in one UPDATE: of two
 * racing sign-ins with the same nonce exactly one gets `true`.
 */
export async function consumeNonce(
  db: Executor,
  { nonce, address, client, now }: ConsumeNonceParameters,
): Promise<boolean> {
  const rows = await db
    .update(nonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(nonces.nonce, nonce),
        eq(nonces.address, address),
        eq(nonces.client, client),
        isNull(nonces.usedAt),
        gt(nonces.expiresAt, now),
      ),
    )
    .returning({ nonce: nonces.nonce })
  return rows.length === 1
}
