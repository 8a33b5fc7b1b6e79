import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  deploySandbox,
  devAccounts,
  type Manifest,
  type StartAnvilReturnType,
  startAnvil,
} from '@chaincard/devchain'
import { type Account, createWalletClient, http } from 'viem'
import type { ConfigChain } from '../../../types/api'
import { getChainReader } from '../getChainReader'
import { toViemChain } from '../toViemChain'
import type { PaymentWalletClient, PayToken } from '../types'

/** A fresh anvil with the sandbox contracts, for Node tests of the app's transaction code. */
export type AnvilSandbox = {
  anvil: StartAnvilReturnType
  manifest: Manifest
  dataDir: string
  chain: ConfigChain
  reader: ReturnType<typeof getChainReader>
  walletFor(index: number): PaymentWalletClient
  token(symbol: keyof Manifest['tokens']): PayToken
  stop(): Promise<void>
}

export async function startAnvilSandbox(
  options: { blockTime?: number | false; dataDir?: string } = {},
): Promise<AnvilSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'web-chain-'))
  const anvil = await startAnvil({ port: 0, silent: true, blockTime: options.blockTime ?? false })
  const manifest = await deploySandbox({ rpcUrl: anvil.rpcUrl, manifestPath: join(dataDir, 'devchain.json') })
  const chain: ConfigChain = {
    id: manifest.chainId,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: anvil.rpcUrl,
    testnet: true,
    orderCurrency: 'usdt',
    requiredConfirmations: 2,
    swapRouter: manifest.router,
    tokens: [],
  }
  const accounts = devAccounts()
  const reader = getChainReader(chain, { pollingInterval: 100 })
  return {
    anvil,
    manifest,
    dataDir,
    chain,
    reader,
    walletFor(index) {
      const account = accounts[index] as Account
      return createWalletClient({
        account,
        chain: toViemChain(chain),
        transport: http(anvil.rpcUrl, { retryCount: 0 }),
        pollingInterval: 100,
      })
    },
    token(symbol) {
      const info = manifest.tokens[symbol]
      return { address: info.address, isNative: false, decimals: info.decimals, symbol: info.symbol }
    },
    async stop() {
      await anvil.stop()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
