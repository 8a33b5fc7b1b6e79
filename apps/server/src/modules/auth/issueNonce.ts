import type { Address } from 'viem'
import type { Db } from '../../db'
import type { Clock } from '../../deps'
import { generateNonce } from './generateNonce'
import { deleteStaleNonces } from './repo/deleteStaleNonces'
import { insertNonce } from './repo/insertNonce'

export const nonceTtlMs = 10 * 60_000

export type IssueNonceParameters = { db: Db; clock: Clock; address: Address }
export type IssueNonceReturnType = { nonce: string; expiresAt: Date }

/** Issues a single-use nonce bound to `address`, valid 10 minutes; drops nonces that expired long ago. */
export async function issueNonce({
  db,
  clock,
  address,
}: IssueNonceParameters): Promise<IssueNonceReturnType> {
  const now = clock.now()
  const nonce = generateNonce()
  const expiresAt = new Date(now.getTime() + nonceTtlMs)
  await insertNonce(db, { nonce, address: address.toLowerCase(), createdAt: now, expiresAt })
  await deleteStaleNonces(db, new Date(now.getTime() - nonceTtlMs))
  return { nonce, expiresAt }
}
