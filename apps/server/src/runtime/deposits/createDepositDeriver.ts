import type { Address } from 'viem'
import type { Config } from '../../config/types'
import { DepositKeyError } from './DepositKeyError'
import { deriveDepositAddress, parseAccountXpub } from './deriveDepositAddress'
import { loadSandboxDepositXpub } from './loadSandboxDepositXpub'

export type DepositDeriverConfig = Pick<Config, 'mode' | 'dataDir' | 'depositXpub'>

export type DepositDeriver = {
  /** EIP-55 receiving address number `index` (m/44'/60'/0'/0/<index>); the same on every EVM chain. */
  addressAt(index: number): Address
  /** The account-level xpub in use (public: safe to show to operators). */
  readonly xpub: string
}

/**
 * Receiving addresses for cards. `DEPOSIT_XPUB` must be the ACCOUNT-level extended public key, the node
 * at m/44'/60'/0' (depth 3); address n is its child 0/n, i.e. m/44'/60'/0'/0/n, what wallets such as
 * MetaMask or a Ledger derive for account n of the same seed. The server holds no private key.
 * Sandbox without DEPOSIT_XPUB: a mnemonic generated once in DATA_DIR/deposit-mnemonic (0600).
 */
export function createDepositDeriver(config: DepositDeriverConfig): DepositDeriver {
  let xpub = config.depositXpub
  if (!xpub) {
    if (config.mode !== 'sandbox') throw new DepositKeyError('DEPOSIT_XPUB is required outside sandbox mode')
    xpub = loadSandboxDepositXpub(config.dataDir)
  }
  const account = parseAccountXpub(xpub)
  const cache = new Map<number, Address>()
  return {
    xpub,
    addressAt(index) {
      let address = cache.get(index)
      if (!address) {
        address = deriveDepositAddress(account, index)
        cache.set(index, address)
      }
      return address
    },
  }
}
