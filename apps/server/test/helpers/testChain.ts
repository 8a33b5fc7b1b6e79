import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_MNEMONIC, deploySandbox, startAnvil } from '@chaincard/devchain'
import type { DevchainManifest } from '../../src/config'

export type TestChain = { rpcUrl: string; chainId: number; stop(): Promise<void> }

/** Funded anvil dev accounts (packages/devchain's mnemonic). */
export const testMnemonic: string = DEV_MNEMONIC

/**
 * A throwaway anvil (packages/devchain's launcher) on a port anvil picks itself, automine only, chain id
 * 31337. Share one per test file; stop it in afterAll.
 */
export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ port: 0, blockTime: false, silent: true })
  return { rpcUrl: anvil.rpcUrl, chainId: 31337, stop: anvil.stop }
}

/**
 * Deploys the sandbox contracts (tokens, WETH9, Uniswap V2 with pools, NFT) on a test chain and returns the
 * manifest to pass to `createTestApp({ chain, manifest })` for tests that move tokens.
 */
export async function deployTestSandbox(chain: TestChain): Promise<DevchainManifest> {
  const dir = mkdtempSync(join(tmpdir(), 'chaincard-devchain-'))
  try {
    return await deploySandbox({ rpcUrl: chain.rpcUrl, manifestPath: join(dir, 'devchain.json') })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
