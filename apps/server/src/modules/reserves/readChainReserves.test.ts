import { createSandboxClient, erc20NoReturnAbi } from '@chaincard/devchain'
import { type Address, createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deployTestSandbox,
  startTestChain,
  type TestChain,
  testAccount,
  testConfig,
} from '../../../test/helpers'
import type { ChainRuntime, DevchainManifest } from '../../config'
import { readChainHead, readChainReserves } from './readChainReserves'

// The reserves of one chain on a real anvil with the sandbox's USDT: the node sums the balances itself (creation
// code run by eth_call, 2,000 addresses a call), over more addresses than one call holds, every balance read at
// the one block it records, each equal to balanceOf asked one address at a time.
let chain: TestChain
let manifest: DevchainManifest
let runtime: ChainRuntime
const calls: { to?: string; data: string; block?: string }[] = []
let client: PublicClient

const funded: Address[] = []
const empty: Address[] = Array.from(
  { length: 4_100 },
  (_, i) => `0x${(0xe0000000 + i).toString(16).padStart(40, '0')}` as Address,
)

beforeAll(async () => {
  chain = await startTestChain()
  manifest = await deployTestSandbox(chain)
  runtime = testConfig({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, manifest }).chains[0]!
  client = createPublicClient({
    transport: http(chain.rpcUrl, {
      onFetchRequest: async (request) => {
        const body = JSON.parse(await request.clone().text()) as
          | { method: string; params: [{ to?: string; data: string }, string] }
          | { method: string; params: [{ to?: string; data: string }, string] }[]
        for (const one of [body].flat())
          if (one.method === 'eth_call') calls.push({ ...one.params[0], block: one.params[1] })
      },
    }),
  }) as PublicClient
  const wallet = createSandboxClient({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    account: testAccount(5),
  })
  for (let i = 0; i < 7; i++) {
    const to = privateKeyToAddress(`0x${(10_000 + i).toString(16).padStart(64, '0')}`)
    funded.push(to)
    const hash = await wallet.writeContract({
      address: manifest.tokens.USDT!.address,
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [to, BigInt(i + 1) * 1_000_003n],
    })
    await wallet.waitForTransactionReceipt({ hash })
  }
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

async function heldOneByOne(addresses: readonly Address[], blockNumber: bigint): Promise<bigint> {
  let sum = 0n
  for (const address of addresses) {
    sum += await client.readContract({
      address: manifest.tokens.USDT!.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
      blockNumber,
    })
  }
  return sum
}

describe('readChainReserves', () => {
  const addresses = () => [...empty.slice(0, 2_600), ...funded, ...empty.slice(2_600)]

  it('sums every receiving address at the recorded block, 2,000 a call, as balanceOf one by one', async () => {
    calls.length = 0
    const read = await readChainReserves({ runtime, client }, await readChainHead({ client }), [
      addresses().slice(0, 3_000),
      addresses().slice(3_000),
    ])
    const sums = [...calls]
    const expected = await heldOneByOne(funded, BigInt(read.block))
    expect(expected).toBe(28n * 1_000_003n)
    expect(read).toEqual({
      chainId: chain.chainId,
      token: 'USDT',
      decimals: 6,
      amount: expected,
      block: read.block,
      addresses: 4_107,
    })
    // Two pages of 3,000 and 1,107: 2,000 + 1,000 + 1,107 addresses, none deployed, all at the one block.
    expect(sums).toHaveLength(3)
    expect(sums.every((call) => call.to === undefined)).toBe(true)
    expect(sums.every((call) => call.block === `0x${read.block.toString(16)}`)).toBe(true)
  })

  it('a later transfer is not in a read at an earlier block', async () => {
    const before = await readChainReserves({ runtime, client }, await readChainHead({ client }), [funded])
    const wallet = createSandboxClient({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      account: testAccount(5),
    })
    const hash = await wallet.writeContract({
      address: manifest.tokens.USDT!.address,
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [funded[0]!, 5n],
    })
    await wallet.waitForTransactionReceipt({ hash })
    const after = await readChainReserves({ runtime, client }, await readChainHead({ client }), [funded])
    expect(after.amount - before.amount).toBe(5n)
    expect(after.block).toBeGreaterThan(before.block)
    expect(await heldOneByOne(funded, BigInt(before.block))).toBe(before.amount)
  })

  it('a token that does not answer balanceOf (no code there) fails the read instead of counting 0', async () => {
    const noToken = {
      ...runtime,
      orderCurrency: {
        ...runtime.orderCurrency,
        token: { ...runtime.orderCurrency.token, address: funded[1]! },
      },
    }
    await expect(
      readChainReserves({ runtime: noToken, client }, await readChainHead({ client }), [funded]),
    ).rejects.toThrow()
  })

  it('no receiving address: nothing held, no call', async () => {
    calls.length = 0
    const read = await readChainReserves({ runtime, client }, await readChainHead({ client }), [])
    expect(read).toMatchObject({ amount: 0n, addresses: 0 })
    expect(calls).toHaveLength(0)
  })
})
