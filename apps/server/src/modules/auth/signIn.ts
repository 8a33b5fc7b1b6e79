import { randomUUID } from 'node:crypto'
import { cardRevealStatement } from '@chaincard/domain'
import { type Address, type Hex, isHex } from 'viem'
import type { Db } from '../../db'
import type { Clock } from '../../deps'
import { AppError } from '../../errors'
import type { ChainClients } from '../../plugins/chainClients'
import { ensureUser } from '../../runtime/access/ensureUser'
import { newSessionToken } from '../../runtime/session/sessionToken'
import { checkSiweMessage } from './checkSiweMessage'
import { consumeNonce } from './repo/consumeNonce'
import { deleteSession } from './repo/deleteSession'
import { findNonce } from './repo/findNonce'
import { insertSession } from './repo/insertSession'
import { verifySignature } from './verifySignature'

export type SignInParameters = {
  db: Db
  clock: Clock
  chains: ChainClients
  publicOrigin: string
  sessionTtlMs: number
  /** X-PAYER, already parsed; undefined when absent or not an address. */
  payer: Address | undefined
  /** The browser's hashed pre-auth cookie (the one `POST /api/nonce` set); undefined without one. */
  client: string | undefined
  /** X-SIGNATURE as sent. */
  signature: string | undefined
  message: string
  /** The session the request already carries, replaced by the new one. */
  previousSessionId?: string | undefined
  /** Short description of the browser (describeUserAgent), shown in the owner's list of sessions. */
  userAgent?: string | null | undefined
}

export type SignInReturnType = { token: string; address: Address; expiresAt: Date }

const refuse = (
  reason: string,
  code:
    | 'unauthorized'
    | 'sign_in_expired'
    | 'sign_in_chain_not_enabled'
    | 'sign_in_signature_invalid' = 'unauthorized',
) => new AppError(code, `unauthorized: ${reason}`)

/** Longest accepted signature: an EIP-6492 wrapper carries factory calldata, but not megabytes of it. */
const maxSignatureHexLength = 2 + 2 * 16_384

/**
 * Sign-In with Ethereum (API.md "Sign-in"). Checks the message, the nonce (issued to this address and to this
 * browser's pre-auth cookie) and the signature, then in one
 * transaction uses the nonce (exactly once, even under a race), creates the user on first sign-in and
 * stores the session. Any refusal is 401 and leaves no session; its code says which sentence the person needs
 * `sign_in_expired` (nonce or time fields: sign again), `sign_in_chain_not_enabled`,
 * `sign_in_domain_mismatch`, `sign_in_signature_invalid`, else `unauthorized`.
 */
export async function signIn(p: SignInParameters): Promise<SignInReturnType> {
  if (!p.payer) throw refuse('X-PAYER is missing or not an address')
  const signature = p.signature?.trim()
  if (!signature || !isHex(signature, { strict: true }) || signature.length % 2 !== 0) {
    throw refuse('X-SIGNATURE is missing or not hex')
  }
  if (signature.length < 2 + 2 * 64 || signature.length > maxSignatureHexLength) {
    throw refuse('X-SIGNATURE has an impossible length')
  }
  const now = p.clock.now()
  const checked = checkSiweMessage({
    message: p.message,
    payer: p.payer,
    publicOrigin: p.publicOrigin,
    enabledChainIds: new Set(p.chains.list.map((c) => c.runtime.id)),
    now,
  })
  // A message that shows a card's details is never a sign-in (its signature is for that alone).
  if (checked.statement?.startsWith(cardRevealStatement(''))) {
    throw refuse('this message shows card details; it does not sign in')
  }
  const address = checked.address
  const addressLower = address.toLowerCase()
  const nonce = await findNonce(p.db, checked.nonce)
  // A nonce that is unknown, used or expired: the person signs again with a fresh one (sign_in_expired).
  if (!nonce || nonce.address !== addressLower) {
    throw refuse('nonce was not issued to this address', 'sign_in_expired')
  }
  // Only the browser that asked for the nonce may use it (its pre-auth cookie): a nonce seen elsewhere, or asked
  // for by someone else in this address's name, signs nobody in.
  if (!p.client || nonce.client !== p.client) {
    throw refuse('nonce was not issued to this browser', 'sign_in_expired')
  }
  const client = p.client
  if (nonce.usedAt) throw refuse('nonce already used', 'sign_in_expired')
  if (nonce.expiresAt.getTime() <= now.getTime()) throw refuse('nonce expired', 'sign_in_expired')

  const chain = p.chains.get(checked.chainId)
  if (!chain) throw refuse(`chain ${checked.chainId} is not enabled`, 'sign_in_chain_not_enabled')
  const valid = await verifySignature({ chain, address, message: p.message, signature: signature as Hex })
  if (!valid) throw refuse('signature does not verify', 'sign_in_signature_invalid')

  const { token, id } = newSessionToken()
  const expiresAt = new Date(now.getTime() + p.sessionTtlMs)
  await p.db.transaction(async (tx) => {
    if (!(await consumeNonce(tx, { nonce: checked.nonce, address: addressLower, client, now }))) {
      throw refuse('nonce already used', 'sign_in_expired')
    }
    await ensureUser(tx, addressLower, now)
    if (p.previousSessionId) await deleteSession(tx, p.previousSessionId)
    await insertSession(tx, {
      id,
      publicId: randomUUID(),
      address: addressLower,
      createdAt: now,
      expiresAt,
      userAgent: p.userAgent ?? null,
    })
  })
  return { token, address, expiresAt }
}
