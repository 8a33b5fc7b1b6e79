import type { Address } from 'viem'
import type { Db } from '../../db'
import type { Clock } from '../../deps'
import { generateNonce } from './generateNonce'
import { deleteStaleNonces } from './repo/deleteStaleNonces'
import { deleteSurplusNonces } from './repo/deleteSurplusNonces'
import { insertNonce } from './repo/insertNonce'

const nonceTtlMs = 10 * 60_000

/** Unused nonces one address keeps: a new one drops the oldest beyond these (a sign-in uses the newest). */
const liveNoncesPerAddress = 5

export type IssueNonceParameters = { db: Db; clock: Clock; address: Address }
export type IssueNonceReturnType = { nonce: string; expiresAt: Date }

/**
 * Issues a single-use nonce bound to `address`, valid 10 minutes; drops that address's unused nonces beyond the
 * newest five and everyone's that expired long ago, so nonces are bounded by address and by time.
 */
export async function issueNonce({
  db,
  clock,
  address,
}: IssueNonceParameters): Promise<IssueNonceReturnType> {
  const now = clock.now()
  const nonce = generateNonce()
  const expiresAt = new Date(now.getTime() + nonceTtlMs)
  await insertNonce(db, { nonce, address: address.toLowerCase(), createdAt: now, expiresAt })
  await deleteSurplusNonces(db, { address: address.toLowerCase(), issued: nonce, keep: liveNoncesPerAddress })
  await deleteStaleNonces(db, new Date(now.getTime() - nonceTtlMs))
  return { nonce, expiresAt }
}
