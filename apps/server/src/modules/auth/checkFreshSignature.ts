import type { Address, Hex } from 'viem'
import type { Executor } from '../../db'
import { AppError } from '../../errors'
import type { ChainClients } from '../../plugins/chainClients'
import { checkSiweMessage } from './checkSiweMessage'
import { consumeNonce } from './repo/consumeNonce'
import { findNonce } from './repo/findNonce'
import { verifySignature } from './verifySignature'

export type CheckFreshSignatureParameters = {
  db: Executor
  chains: ChainClients
  publicOrigin: string
  now: Date
  /** The signed-in address (EIP-55): the message must be its, and its nonce issued to it. */
  address: Address
  /** The browser's hashed pre-auth cookie: the nonce must have been issued to it. */
  client: string | undefined
  message: string
  signature: Hex
  /** The statement the message must carry exactly (what it allows, e.g. which card's details it shows). */
  statement: string
  /** The message's `Expiration Time` is required, at most this after `Issued At`; and it is refused this long after `Issued At`. */
  maxValidityMs: number
}

const expired = (reason: string) =>
  new AppError('reveal_signature_expired', `signature expired: ${reason}; sign a new message`)
const invalid = (reason: string) => new AppError('reveal_signature_invalid', `signature invalid: ${reason}`)

/**
 * A fresh wallet signature for one action of a signed-in owner (showing a card's details again): an
 * EIP-4361 message of this site, by `address`, carrying exactly `statement`, with a nonce issued to that
 * address and to this browser (`POST /api/nonce`, its pre-auth cookie), unused and unexpired, valid at most `maxValidityMs`, whose signature verifies
 * (EOA, EIP-1271, EIP-6492). Reads only: the nonce is used by `useFreshSignatureNonce` in the caller's
 * transaction. Refusals are 400 (`reveal_signature_expired`: sign again; `reveal_signature_invalid`), never 401:
 * the session stays. Returns the nonce.
 */
export async function checkFreshSignature(
  p: CheckFreshSignatureParameters,
): Promise<{ nonce: string; client: string }> {
  let checked: ReturnType<typeof checkSiweMessage>
  try {
    checked = checkSiweMessage({
      message: p.message,
      payer: p.address,
      publicOrigin: p.publicOrigin,
      enabledChainIds: new Set(p.chains.list.map((c) => c.runtime.id)),
      now: p.now,
    })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    const reason = error.message.replace(/^unauthorized: /, '')
    throw error.code === 'sign_in_expired' ? expired(reason) : invalid(reason)
  }
  if (checked.statement !== p.statement) throw invalid('the message does not name this card')
  if (!checked.expirationTime) throw invalid('the message has no expiration time')
  const validity = checked.expirationTime.getTime() - checked.issuedAt.getTime()
  if (validity > p.maxValidityMs) {
    throw invalid(`the message is valid for more than ${Math.round(p.maxValidityMs / 60_000)} minutes`)
  }
  if (p.now.getTime() - checked.issuedAt.getTime() > p.maxValidityMs) throw expired('the message is too old')

  const address = p.address.toLowerCase()
  const nonce = await findNonce(p.db, checked.nonce)
  if (!nonce || nonce.address !== address) throw expired('nonce was not issued to this address')
  if (!p.client || nonce.client !== p.client) throw expired('nonce was not issued to this browser')
  if (nonce.usedAt) throw expired('nonce already used')
  if (nonce.expiresAt.getTime() <= p.now.getTime()) throw expired('nonce expired')

  const chain = p.chains.get(checked.chainId)
  if (!chain) throw invalid(`chain ${checked.chainId} is not enabled`)
  if (!(await verifySignature({ chain, address: p.address, message: p.message, signature: p.signature }))) {
    throw invalid('signature does not verify')
  }
  return { nonce: checked.nonce, client: p.client }
}

/**
 * Uses a checked signature's nonce, in the caller's transaction: of two requests with the same signature
 * exactly one gets through; the other is `reveal_signature_expired` (nonce already used).
 */
export async function useFreshSignatureNonce(
  tx: Executor,
  p: { nonce: string; address: string; client: string; now: Date },
): Promise<void> {
  const used = await consumeNonce(tx, {
    nonce: p.nonce,
    address: p.address.toLowerCase(),
    client: p.client,
    now: p.now,
  })
  if (!used) {
    throw expired('nonce already used')
  }
}
