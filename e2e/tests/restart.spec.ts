import { mkdirSync, rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { prepareActiveCard } from '../src/api/prepareActiveCard'
import type { ApiCard, CardList } from '../src/api/types'
import type { SandboxConfig, SandboxInfo } from '../src/fixtures'
import { SANDBOX_TEST_ENV } from '../src/globalSetup'
import { startSandbox } from '../src/sandbox/startSandbox'

const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

async function sandboxInfo(baseUrl: string, rpcUrl: string): Promise<SandboxInfo> {
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as SandboxConfig
  const chain = config.chains[0]!
  return {
    baseUrl,
    rpcUrl,
    config,
    chain,
    token(symbol) {
      const token = chain.tokens.find((t) => t.symbol === symbol)
      if (!token) throw new Error(`The sandbox has no ${symbol}.`)
      return token
    },
  }
}

// The promise for `npm start`: Ctrl-C, then a second `npm start` resumes with the same data.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
test('a second npm start resumes with the same cards, balances, session and chain', async ({}, testInfo) => {
  test.setTimeout(420_000)
  mkdirSync(testInfo.outputDir, { recursive: true })
  // This test runs its own sandbox (it stops and restarts it); dev key 7 is unused by the other journeys.
  const privateKey =
    `0x${Buffer.from(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 7 }).getHdKey().privateKey!).toString('hex')}` as const
  const first = await startSandbox({
    logFile: testInfo.outputPath('sandbox-first.log'),
    env: { ...SANDBOX_TEST_ENV },
    keepData: true,
  })
  let second: Awaited<ReturnType<typeof startSandbox>> | undefined
  try {
    const info = await sandboxInfo(first.baseUrl, first.rpcUrl)
    const { api, card } = await prepareActiveCard({ sandbox: info, privateKey, usdt: '30' })
    expect(card.balance).not.toBe('0.00')
    const before = await api.get<CardList>('/card')
    const order = await api.get<{ address: Address }>(`/order/${card.id}`)
    const usdt = info.token('USDT')
    const chainBalance = () =>
      createPublicClient({ transport: http(first.rpcUrl) }).readContract({
        address: usdt.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [order.address],
      })
    const onChainBefore = await chainBalance()
    expect(onChainBefore).toBeGreaterThan(0n)

    await first.stop()
    second = await startSandbox({
      logFile: testInfo.outputPath('sandbox-second.log'),
      env: { ...SANDBOX_TEST_ENV },
      resume: { dataDir: first.dataDir, port: first.port, anvilPort: first.anvilPort },
    })

    // The same API client keeps its session cookie: sessions live in the database.
    const after = await api.get<CardList>('/card')
    expect(after).toEqual(before)
    const again = await api.get<ApiCard>(`/card/${card.id}`)
    expect(again).toMatchObject({ status: 'active', balance: card.balance, pendingTopup: card.pendingTopup })
    // The chain kept its state too: the card's receiving address still holds what was paid to it.
    expect(await chainBalance()).toBe(onChainBefore)
  } finally {
    await second?.stop()
    await first.stop()
    rmSync(first.dataDir, { recursive: true, force: true })
  }
})
