import { type Address, getAddress, isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { AppError } from '../../errors'

/** The whole EIP-4361 grammar, anchored at both ends (viem's parser alone accepts trailing or missing lines). */
const siweGrammar =
  /^(?:[a-zA-Z][a-zA-Z0-9+\-.]*:\/\/)?[^\s/]+ wants you to sign in with your Ethereum account:\n0x[a-fA-F0-9]{40}\n\n(?:[^\n]+\n)?\nURI: [^\n]+\nVersion: [^\n]+\nChain ID: \d+\nNonce: [a-zA-Z0-9]+\nIssued At: [^\n]+(?:\nExpiration Time: [^\n]+)?(?:\nNot Before: [^\n]+)?(?:\nRequest ID: [^\n]*)?(?:\nResources:(?:\n- [^\n]+)*)?$/

/** How far in the future `Issued At` may be (wallet clocks drift). */
export const maxIssuedAtSkewMs = 2 * 60_000

export type CheckSiweMessageParameters = {
  message: string
  payer: Address
  /** Normalised origin the site is served from, e.g. `https://app.example.com`. */
  publicOrigin: string
  enabledChainIds: ReadonlySet<number>
  now: Date
}

export type CheckedSiweMessage = { address: Address; chainId: number; nonce: string; issuedAt: Date }

const refuse = (reason: string) => new AppError('unauthorized', `unauthorized: ${reason}`)

const isValidDate = (d: Date | undefined): d is Date => d instanceof Date && !Number.isNaN(d.getTime())

/**
 * Checks everything about a sign-in message except the nonce's state and the signature: grammar, domain and
 * uri against the public origin, address against X-PAYER, version, chain, and the time fields.
 * Throws AppError `unauthorized` naming the first failed rule.
 */
export function checkSiweMessage({
  message,
  payer,
  publicOrigin,
  enabledChainIds,
  now,
}: CheckSiweMessageParameters): CheckedSiweMessage {
  if (!siweGrammar.test(message)) throw refuse('message is not an EIP-4361 message')
  const fields = parseSiweMessage(message)
  const { address, chainId, domain, nonce, uri, version, issuedAt, expirationTime, notBefore, scheme } =
    fields
  if (!address || !domain || !uri || !version || chainId === undefined || !nonce || !issuedAt) {
    throw refuse('message is missing a required field')
  }
  const origin = new URL(publicOrigin)
  if (domain !== origin.host) throw refuse('domain is not this site')
  if (scheme !== undefined && `${scheme}:` !== origin.protocol) throw refuse('scheme is not this site')
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(uri).origin
  } catch {
    uriOrigin = undefined
  }
  if (uriOrigin !== origin.origin) throw refuse('uri is not this site')
  if (address !== getAddress(address)) throw refuse('address is not EIP-55 checksummed')
  if (!isAddressEqual(address, payer)) throw refuse('address is not X-PAYER')
  if (version !== '1') throw refuse('version is not 1')
  if (!enabledChainIds.has(chainId)) throw refuse(`chain ${chainId} is not enabled`)
  if (!isValidDate(issuedAt)) throw refuse('issuedAt is not a date')
  if (issuedAt.getTime() > now.getTime() + maxIssuedAtSkewMs) throw refuse('issuedAt is in the future')
  if (expirationTime !== undefined) {
    if (!isValidDate(expirationTime)) throw refuse('expirationTime is not a date')
    if (expirationTime.getTime() <= now.getTime()) throw refuse('message expired')
  }
  if (notBefore !== undefined) {
    if (!isValidDate(notBefore)) throw refuse('notBefore is not a date')
    if (notBefore.getTime() > now.getTime()) throw refuse('message is not valid yet')
  }
  return { address, chainId, nonce, issuedAt }
}
