import { type Address, getAddress, isAddress, isAddressEqual } from 'viem'
import { AppError } from '../../errors'
import { type Eip4361Message, parseEip4361Message } from './siwe/parseEip4361Message'
import { SiweGrammarError } from './siwe/SiweGrammarError'

/** How far in the future `Issued At` may be (wallet clocks drift). */
const maxIssuedAtSkewMs = 2 * 60_000

export type CheckSiweMessageParameters = {
  message: string
  payer: Address
  /** Normalised origin the site is served from, e.g. `https://app.example.com`. */
  publicOrigin: string
  enabledChainIds: ReadonlySet<number>
  now: Date
}

export type CheckedSiweMessage = {
  address: Address
  chainId: number
  nonce: string
  issuedAt: Date
  statement: string | undefined
  expirationTime: Date | undefined
}

type RefusalCode =
  | 'unauthorized'
  | 'sign_in_domain_mismatch'
  | 'sign_in_chain_not_enabled'
  | 'sign_in_expired'

/** Each refusal with a code of its own where the person needs another sentence; 401 all. */
const refuse = (reason: string, code: RefusalCode = 'unauthorized') =>
  new AppError(code, `unauthorized: ${reason}`)

function parse(message: string): Eip4361Message {
  try {
    return parseEip4361Message(message)
  } catch (error) {
    if (error instanceof SiweGrammarError) {
      throw refuse(`message is not an EIP-4361 message (${error.shortMessage})`)
    }
    throw error
  }
}

/**
 * Checks everything about a sign-in message except the nonce's state and the signature: grammar, domain and
 * uri against the public origin, address against X-PAYER, version, chain, and the time fields.
 * Throws a 401 AppError naming the first failed rule: `sign_in_domain_mismatch` (domain, scheme or uri of
 * another site), `sign_in_chain_not_enabled`, `sign_in_expired` (the time fields), `unauthorized` otherwise.
 */
export function checkSiweMessage({
  message,
  payer,
  publicOrigin,
  enabledChainIds,
  now,
}: CheckSiweMessageParameters): CheckedSiweMessage {
  const { address, chainId, domain, nonce, uri, issuedAt, expirationTime, notBefore, scheme, statement } =
    parse(message)
  const origin = new URL(publicOrigin)
  if (domain !== origin.host) throw refuse('domain is not this site', 'sign_in_domain_mismatch')
  if (scheme !== undefined && `${scheme}:` !== origin.protocol) {
    throw refuse('scheme is not this site', 'sign_in_domain_mismatch')
  }
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(uri).origin
  } catch {
    uriOrigin = undefined
  }
  if (uriOrigin !== origin.origin) throw refuse('uri is not this site', 'sign_in_domain_mismatch')
  if (!isAddress(address, { strict: false }) || address !== getAddress(address)) {
    throw refuse('address is not EIP-55 checksummed')
  }
  if (!isAddressEqual(address, payer)) throw refuse('address is not X-PAYER')
  if (!enabledChainIds.has(chainId)) {
    throw refuse(`chain ${chainId} is not enabled`, 'sign_in_chain_not_enabled')
  }
  if (issuedAt.getTime() > now.getTime() + maxIssuedAtSkewMs) {
    throw refuse('issuedAt is in the future', 'sign_in_expired')
  }
  if (expirationTime !== undefined && expirationTime.getTime() <= now.getTime()) {
    throw refuse('message expired', 'sign_in_expired')
  }
  if (notBefore !== undefined && notBefore.getTime() > now.getTime()) {
    throw refuse('message is not valid yet', 'sign_in_expired')
  }
  return { address, chainId, nonce, issuedAt, statement, expirationTime }
}
