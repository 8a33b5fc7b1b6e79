import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'

export type DeleteSurplusNoncesParameters = {
  /** The browser (hashed pre-auth cookie) the nonce was issued to. */
  client: string
  /** The nonce just issued: always kept. */
  issued: string
  /** Unused nonces the browser keeps in all, `issued` included. */
  keep: number
}

/**
 * Deletes the unused nonces of `client` beyond the `keep` it may hold (the one just issued and the most recently
 * issued of the others, by `seq`): however many one browser asks for (each costs a row), it holds at most `keep`
 * it could still sign with; another browser's nonces, for the same address or not, are never touched.
 */
export async function deleteSurplusNonces(
  db: Executor,
  { client, issued, keep }: DeleteSurplusNoncesParameters,
): Promise<void> {
  await db.execute(sql`
    DELETE FROM nonces
    WHERE client = ${client} AND used_at IS NULL AND nonce <> ${issued} AND nonce NOT IN (
      SELECT nonce FROM nonces WHERE client = ${client} AND used_at IS NULL AND nonce <> ${issued}
      ORDER BY seq DESC LIMIT ${keep - 1}
    )`)
}
