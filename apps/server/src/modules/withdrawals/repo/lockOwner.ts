import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'

/**
 * Locks the owner's users row until the transaction ends, after the card's lock (one order: card, then owner),
 * so two withdrawals from two cards of one owner check the daily limit one after the other.
 */
export async function lockOwner(tx: Executor, owner: string): Promise<void> {
  await tx.execute(sql`SELECT address FROM users WHERE address = ${owner} FOR UPDATE`)
}
