import { test as base, expect } from '@playwright/test'
import type { Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { readSandboxEnv, type SandboxEnv } from './sandbox/sandboxEnv'
import { type FundingToken, fundNewAccount } from './wallet/fundNewAccount'
import { injectWallet } from './wallet/injectWallet'
import { TestWallet, type WalletChain } from './wallet/TestWallet'

/** anvil's public dev mnemonic: its accounts hold the sandbox's tokens and anvil signs for them. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** The parts of GET /api/config the tests use. */
export type SandboxConfig = {
  productName: string
  chains: { id: number; name: string; rpcUrl: string; tokens: (FundingToken & { isNative: boolean })[] }[]
}

export type SandboxInfo = {
  baseUrl: string
  rpcUrl: string
  /** The sandbox's operator token (the mailbox page takes it), when the run knows it. */
  adminToken?: string
  config: SandboxConfig
  chain: SandboxConfig['chains'][number]
  token(symbol: string): FundingToken
}

/** What a fresh test account receives (whole tokens). */
export const STARTING_TOKENS = { USDT: '5000', USDC: '5000', UNI: '2000', DAI: '5000' } as const

/** The anvil dev account that funds the test accounts of one parallel worker (its nonces stay in order). */
export function workerFunder(parallelIndex: number): Address {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 9 - parallelIndex }).address
}

/** A network the sandbox does not support, on which the wallet can still sit (its RPC is anvil anyway). */
export const UNSUPPORTED_CHAIN = { id: 1, name: 'Ethereum' } as const

/** A sandbox's URLs and the parts of its GET /api/config the tests use (a spec may start a sandbox of its own). */
export async function readSandboxInfo({ baseUrl, rpcUrl, adminToken }: SandboxEnv): Promise<SandboxInfo> {
  const response = await fetch(`${baseUrl}/api/config`)
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`)
  const config = (await response.json()) as SandboxConfig
  const chain = config.chains[0]
  if (!chain) throw new Error('The sandbox lists no chain.')
  return {
    baseUrl,
    rpcUrl,
    ...(adminToken ? { adminToken } : {}),
    config,
    chain,
    token(symbol) {
      const token = chain.tokens.find((t) => t.symbol === symbol)
      if (!token) throw new Error(`The sandbox has no ${symbol}.`)
      return token
    },
  }
}

type WorkerFixtures = { sandbox: SandboxInfo }
type TestFixtures = {
  wallet: TestWallet
  walletChains: readonly [WalletChain, ...WalletChain[]]
  pageErrors: string[]
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => use(await readSandboxInfo(readSandboxEnv())),
    { scope: 'worker' },
  ],

  baseURL: async ({ sandbox }, use) => use(sandbox.baseUrl),

  /** Networks the wallet knows: the sandbox chain first (it starts there). Override to start elsewhere. */
  walletChains: async ({ sandbox }, use) =>
    use([
      { id: sandbox.chain.id, name: sandbox.chain.name, rpcUrl: sandbox.rpcUrl },
      { id: UNSUPPORTED_CHAIN.id, name: UNSUPPORTED_CHAIN.name, rpcUrl: sandbox.rpcUrl },
    ]),

  /**
   * A wallet in the page with a brand-new funded key: no two tests share an account, so tests can run in
   * parallel on one sandbox. The funding comes from dev account 9 - parallelIndex (one funder per worker).
   */
  /** Browser console errors and uncaught page errors, attached to a failing test's report. */
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
      })
      await use(errors)
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach('browser errors', { body: errors.join('\n'), contentType: 'text/plain' })
      }
    },
    { auto: true },
  ],

  wallet: async ({ page, sandbox, walletChains }, use, testInfo) => {
    const funder = workerFunder(testInfo.parallelIndex)
    const tokens = sandbox.chain.tokens.filter((t) => !t.isNative)
    const account = await fundNewAccount({ rpcUrl: sandbox.rpcUrl, funder, tokens, amounts: STARTING_TOKENS })
    const wallet = new TestWallet({ privateKey: account.privateKey, chains: walletChains })
    await injectWallet(page, wallet)
    await testInfo.attach('wallet', { body: `address ${wallet.address}`, contentType: 'text/plain' })
    await use(wallet)
    if (testInfo.status !== testInfo.expectedStatus) {
      const lines = wallet.history.map((r) => `${r.outcome.padEnd(8)} ${r.method}`)
      await testInfo.attach('wallet requests', { body: lines.join('\n'), contentType: 'text/plain' })
    }
  },
})

export { expect }
