import type { Address } from 'viem'
import type { Db } from '../../db'
import type { Clock } from '../../deps'
import { generateNonce } from './generateNonce'
import { deleteStaleNonces } from './repo/deleteStaleNonces'
import { deleteSurplusNonces } from './repo/deleteSurplusNonces'
import { insertNonce } from './repo/insertNonce'

/** How long a nonce is valid: time to read the message and sign it in a wallet. */
const NONCE_TTL_MS = 10 * 60_000
/**
 * How long it is valid while nonces are asked for faster than the global budget (a flood): still time to sign,
 * but the rows a flood leaves go sooner, so the service degrades instead of refusing everyone.
 */
const NONCE_TTL_UNDER_LOAD_MS = 2 * 60_000

export type IssueNonceParameters = {
  db: Db
  clock: Clock
  address: Address
  /** The asking browser (its hashed pre-auth cookie): only it may use the nonce. */
  client: string
  /** Unused nonces the browser keeps, this one included (NONCES_PER_CLIENT). */
  keep: number
  /** Nonces are asked for faster than the global budget: the shorter validity. */
  underLoad: boolean
}
export type IssueNonceReturnType = { nonce: string; expiresAt: Date }

/**
 * Issues a single-use nonce bound to `address` and to the browser that asked (`client`), valid 10 minutes (2
 * under load); drops that browser's unused nonces beyond its newest `keep` and everyone's that expired, so nonces
 * are bounded per browser and by time. Bounding them per browser, not per address, is what keeps a stranger who
 * asks nonces in someone's (public) address from deleting the one that person is signing.
 */
export async function issueNonce({
  db,
  clock,
  address,
  client,
  keep,
  underLoad,
}: IssueNonceParameters): Promise<IssueNonceReturnType> {
  const now = clock.now()
  const nonce = generateNonce()
  const expiresAt = new Date(now.getTime() + (underLoad ? NONCE_TTL_UNDER_LOAD_MS : NONCE_TTL_MS))
  await insertNonce(db, { nonce, address: address.toLowerCase(), client, createdAt: now, expiresAt })
  await deleteSurplusNonces(db, { client, issued: nonce, keep })
  await deleteStaleNonces(db, now)
  return { nonce, expiresAt }
}
