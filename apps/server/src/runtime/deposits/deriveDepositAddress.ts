import { HDKey } from '@scure/bip32'
import type { Address } from 'viem'
import { compressedPublicKeyToAddress } from './compressedPublicKeyToAddress'
import { DepositKeyError } from './DepositKeyError'

/** Depth of an account-level key m/44'/60'/0' (purpose, coin type, account). */
const ACCOUNT_DEPTH = 3

/**
 * Parses an account-level extended public key (the node at m/44'/60'/0') and checks its depth, so a
 * master key or an already-derived change-level key cannot silently produce a different address set.
 */
export function parseAccountXpub(xpub: string): HDKey {
  let key: HDKey
  try {
    key = HDKey.fromExtendedKey(xpub.trim())
  } catch (cause) {
    throw new DepositKeyError('DEPOSIT_XPUB is not a valid BIP-32 extended public key', { cause })
  }
  if (key.privateKey) {
    throw new DepositKeyError('DEPOSIT_XPUB must be an extended PUBLIC key (xpub), never a private key')
  }
  if (key.depth !== ACCOUNT_DEPTH) {
    throw new DepositKeyError(
      `DEPOSIT_XPUB must be the account-level key m/44'/60'/0' (depth ${ACCOUNT_DEPTH}), got depth ${key.depth}`,
    )
  }
  return key
}

const externalChains = new WeakMap<HDKey, HDKey>()

/** Receiving address number `index`: m/44'/60'/0'/0/<index>, i.e. child 0 then child `index` of the account key. */
export function deriveDepositAddress(account: HDKey, index: number): Address {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
    throw new RangeError(`deposit index must be an integer in 0..2^31-1, got ${index}`)
  }
  let external = externalChains.get(account)
  if (!external) {
    external = account.deriveChild(0)
    externalChains.set(account, external)
  }
  const child = external.deriveChild(index)
  if (!child.publicKey) throw new DepositKeyError(`no public key at deposit index ${index}`)
  return compressedPublicKeyToAddress(child.publicKey)
}
