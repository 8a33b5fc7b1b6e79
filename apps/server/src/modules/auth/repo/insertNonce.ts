import type { Executor } from '../../../db'
import { nonces } from '../../../db/schema'

export type InsertNonceParameters = {
  nonce: string
  address: string
  /** The asking browser's hashed pre-auth cookie. */
  client: string
  createdAt: Date
  expiresAt: Date
}

/** Stores a freshly issued nonce for a lowercase address. */
export async function insertNonce(db: Executor, row: InsertNonceParameters): Promise<void> {
  await db.insert(nonces).values(row)
}
