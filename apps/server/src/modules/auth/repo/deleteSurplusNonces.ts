import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'

export type DeleteSurplusNoncesParameters = {
  address: string
  /** The nonce just issued: always kept. */
  issued: string
  /** Unused nonces the address keeps in all, `issued` included. */
  keep: number
}

/**
 * Deletes the unused nonces of `address` beyond the `keep` it may hold (the one just issued and the most recently
 * issued of the others, by `seq`): however many a client asks for (each costs a row), an address holds at most `keep` it could still sign
 * in with.
 */
export async function deleteSurplusNonces(
  db: Executor,
  { address, issued, keep }: DeleteSurplusNoncesParameters,
): Promise<void> {
  await db.execute(sql`
    DELETE FROM nonces
    WHERE address = ${address} AND used_at IS NULL AND nonce <> ${issued} AND nonce NOT IN (
      SELECT nonce FROM nonces WHERE address = ${address} AND used_at IS NULL AND nonce <> ${issued}
      ORDER BY seq DESC LIMIT ${keep - 1}
    )`)
}
