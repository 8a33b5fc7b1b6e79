import type { Chain } from 'viem'
import { type Config, createConfig, http } from 'wagmi'
import { injected, mock } from 'wagmi/connectors'
import type { AppConfig } from '../../../types/api'
import { toWagmiChain } from './toWagmiChain'

/** anvil's dev account 0: the sandbox wallet. anvil holds its key and signs for it (eth_sign, eth_sendTransaction). */
export const SANDBOX_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const SANDBOX_CHAIN_ID = 31337

export type CreateWagmiConfigOptions = {
  /** Reconnect the sandbox wallet at start (it was the last wallet used). */
  sandboxWasConnected?: boolean
}

class NoChainsConfiguredError extends Error {
  override name = 'NoChainsConfiguredError' as const
  shortMessage = 'GET /api/config listed no chains.'
  constructor() {
    super('GET /api/config listed no chains.')
  }
}

/**
 * wagmi config built from GET /api/config: its chains (the sandbox chain first, so the sandbox wallet starts
 * on it), EIP-6963 discovery of installed wallets, the legacy injected provider, and in sandbox mode the
 * `mock` connector over anvil's account 0 (wagmi 3 forwards personal_sign as eth_sign to the chain's RPC).
 * WalletConnect is added later, by the wallet dialog, only when the deployment has a project id
 * (`addWalletConnect`), so its chunk never loads on the home page.
 */
export function createWagmiConfig(app: AppConfig, options: CreateWagmiConfigOptions = {}): Config {
  const ordered = [...app.chains].sort(
    (a, b) => Number(b.id === SANDBOX_CHAIN_ID) - Number(a.id === SANDBOX_CHAIN_ID),
  )
  const chains = ordered.map(toWagmiChain)
  const [first, ...rest] = chains
  if (!first) throw new NoChainsConfiguredError()
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, http()]))
  const connectors = [injected({ shimDisconnect: true })]
  const sandbox = app.sandbox
    ? [
        mock({
          accounts: [SANDBOX_ACCOUNT],
          features: { reconnect: true, defaultConnected: options.sandboxWasConnected === true },
        }),
      ]
    : []
  return createConfig({
    chains: [first, ...rest] as [Chain, ...Chain[]],
    transports,
    connectors: [...sandbox, ...connectors],
    multiInjectedProviderDiscovery: true,
  })
}
