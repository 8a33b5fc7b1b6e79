import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createSandboxClient, erc20NoReturnAbi } from '@chaincard/devchain'
import {
  type Address,
  createPublicClient,
  createTestClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
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
import { MULTICALL3, readChainReserves } from './readChainReserves'

// The reserves of one chain on a real anvil with the sandbox's USDT: the same sum whether Multicall3 is
// deployed (anvil has none: the test puts it at its canonical address) or not (a deployless multicall), over
// more addresses than one batch holds, every balance read at the one block it records.
let chain: TestChain
let manifest: DevchainManifest
let runtime: ChainRuntime
const calls: { to?: string; data: string }[] = []
let client: PublicClient

/** Multicall3's creation code as viem ships it (viem does not export it). */
function multicall3CreationCode(): Hex {
  const root = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const source = readFileSync(join(root, 'constants', 'contracts.ts'), 'utf8')
  const match = /export const multicall3Bytecode =\s*'(0x[0-9a-f]+)'/.exec(source)
  if (!match) throw new Error('Multicall3 bytecode not found in viem')
  return match[1] as Hex
}

const funded: Address[] = []
const empty: Address[] = Array.from({ length: 1_100 }, (_, i) =>
  privateKeyToAddress(`0x${(i + 1).toString(16).padStart(64, '0')}`),
)

beforeAll(async () => {
  chain = await startTestChain()
  manifest = await deployTestSandbox(chain)
  runtime = testConfig({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, manifest }).chains[0]!
  client = createPublicClient({
    transport: http(chain.rpcUrl, {
      onFetchRequest: async (request) => {
        const body = JSON.parse(await request.clone().text()) as
          | { method: string; params: [{ to?: string; data: string }] }
          | { method: string; params: [{ to?: string; data: string }] }[]
        for (const one of [body].flat()) if (one.method === 'eth_call') calls.push(one.params[0])
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
  const addresses = () => [...empty.slice(0, 600), ...funded, ...empty.slice(600)]

  it('without Multicall3 on the chain: a deployless multicall, batches of 150 (initcode is capped), the sum at the recorded block', async () => {
    calls.length = 0
    const read = await readChainReserves({ runtime, client }, [addresses()])
    const multicalls = [...calls]
    const expected = await heldOneByOne(funded, BigInt(read.block))
    expect(expected).toBe(28n * 1_000_003n)
    expect(read).toEqual({
      chainId: chain.chainId,
      token: 'USDT',
      decimals: 6,
      amount: expected,
      block: read.block,
      addresses: 1_107,
    })
    expect(multicalls).toHaveLength(8)
    expect(multicalls.every((call) => call.to === undefined)).toBe(true)
  })

  it('with Multicall3 deployed at its address: aggregate3 calls to it in batches of 500, the same sum', async () => {
    const wallet = createSandboxClient({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      account: testAccount(6),
    })
    const hash = await wallet.deployContract({ abi: [], bytecode: multicall3CreationCode() })
    const { contractAddress } = await wallet.waitForTransactionReceipt({ hash })
    const code = await client.getCode({ address: contractAddress! })
    const anvil = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    await anvil.setCode({ address: MULTICALL3, bytecode: code! })
    await anvil.mine({ blocks: 1 }) // in a block: the read looks for it at the block it reads
    calls.length = 0
    const read = await readChainReserves({ runtime, client }, [addresses()])
    expect(read.amount).toBe(28n * 1_000_003n)
    expect(calls).toHaveLength(3)
    expect(calls.every((call) => call.to?.toLowerCase() === MULTICALL3.toLowerCase())).toBe(true)
  })

  it('no receiving address: nothing held, no call', async () => {
    calls.length = 0
    const read = await readChainReserves({ runtime, client }, [])
    expect(read).toMatchObject({ amount: 0n, addresses: 0 })
    expect(calls).toHaveLength(0)
  })
})
