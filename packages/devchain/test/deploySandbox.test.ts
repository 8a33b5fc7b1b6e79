import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  AbiDecodingZeroDataError,
  type Address,
  BaseError,
  encodePacked,
  erc20Abi,
  getAddress,
  getContractAddress,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erc20NoReturnAbi } from '../src/abis/erc20NoReturnAbi'
import { uniswapV2FactoryAbi } from '../src/abis/uniswapV2FactoryAbi'
import { uniswapV2PairAbi } from '../src/abis/uniswapV2PairAbi'
import { uniswapV2RouterAbi } from '../src/abis/uniswapV2RouterAbi'
import { devAccounts } from '../src/accounts'
import { type StartAnvilReturnType, startAnvil } from '../src/anvil/startAnvil'
import { artifacts } from '../src/contracts/artifacts'
import { deploySandbox } from '../src/deploy/deploySandbox'
import type { Manifest } from '../src/deploy/manifest'
import { readManifest } from '../src/deploy/readManifest'
import { createSandboxClient, type SandboxClient } from '../src/deploy/sandboxClient'
import { POOL_SYMBOLS, SANDBOX_TOKENS } from '../src/deploy/sandboxTokens'
import { verifyManifest } from '../src/deploy/verifyManifest'

const accounts = devAccounts()
const deployer = accounts[0]!
const dir = mkdtempSync(join(tmpdir(), 'devchain-deploy-'))
const manifestPath = join(dir, 'devchain.json')
let anvil: StartAnvilReturnType
let manifest: Manifest
let client: SandboxClient
let deployMs = 0

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, silent: true })
  const t = performance.now()
  manifest = await deploySandbox({ rpcUrl: anvil.rpcUrl, manifestPath })
  deployMs = performance.now() - t
  client = createSandboxClient({ rpcUrl: anvil.rpcUrl, chainId: manifest.chainId, account: deployer })
})
afterAll(async () => {
  await anvil?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const clientFor = (index: number) =>
  createSandboxClient({ rpcUrl: anvil.rpcUrl, chainId: manifest.chainId, account: accounts[index]! })
const balanceOf = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

describe('deploySandbox on a fresh chain', () => {
  it('deploys in a few seconds, from account 0 at nonces 0..10 (stable addresses)', () => {
    console.info(`deploySandbox on a fresh anvil: ${Math.round(deployMs)} ms`)
    const expected = (nonce: number) => getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
    const ordered = [
      ...SANDBOX_TOKENS.map((t) => manifest.tokens[t.symbol].address),
      manifest.weth,
      manifest.factory,
      manifest.router,
      manifest.nft,
    ]
    expect(ordered).toEqual(ordered.map((_, nonce) => expected(nonce)))
    expect(manifest.tokens.USDT.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(manifest.deployer).toBe(deployer.address)
    expect(manifest.chainId).toBe(31337)
    expect(manifest.rpcUrl).toBe(anvil.rpcUrl)
    // The first deploy transaction's block: interval blocks may or may not have been mined before it.
    expect(manifest.blockNumberDeployed).toBeGreaterThanOrEqual(1)
  })

  it('records the block of the first deploy transaction (where a log scan must start)', async () => {
    const usdt = manifest.tokens.USDT.address
    const before = await client.getCode({
      address: usdt,
      blockNumber: BigInt(manifest.blockNumberDeployed - 1),
    })
    const at = await client.getCode({ address: usdt, blockNumber: BigInt(manifest.blockNumberDeployed) })
    expect(before ?? '0x').toBe('0x')
    expect((at ?? '0x').length).toBeGreaterThan(2)
  })

  it('writes the manifest file, and it matches the chain', async () => {
    expect(await readManifest({ manifestPath })).toEqual(manifest)
    const addresses = [
      ...Object.values(manifest.tokens).map((t) => t.address),
      manifest.weth,
      manifest.factory,
      manifest.router,
      manifest.nft,
      ...Object.values(manifest.pairs),
    ]
    expect(addresses).toHaveLength(18)
    for (const address of addresses) expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
    for (const token of SANDBOX_TOKENS) {
      const info = manifest.tokens[token.symbol]
      expect(info).toEqual({
        address: info.address,
        decimals: token.decimals,
        symbol: token.symbol,
        name: token.name,
      })
      const read = (functionName: 'decimals' | 'symbol' | 'name') =>
        client.readContract({ address: info.address, abi: erc20Abi, functionName })
      expect([await read('decimals'), await read('symbol'), await read('name')]).toEqual([
        token.decimals,
        token.symbol,
        token.name,
      ])
    }
    expect(await client.readContract({ address: manifest.weth, abi: erc20Abi, functionName: 'symbol' })).toBe(
      'WETH',
    )
    expect(await verifyManifest(client, manifest)).toBe(true)
  })

  it('funds every dev account with every token', async () => {
    for (const account of accounts) {
      for (const token of SANDBOX_TOKENS) {
        const balance = await balanceOf(manifest.tokens[token.symbol].address, account.address)
        expect(balance, `${token.symbol} of ${account.address}`).toBe(
          parseUnits(token.fundEach, token.decimals),
        )
      }
    }
    // Everyone but the deployer keeps anvil's 10,000 ETH untouched.
    for (const account of accounts.slice(1)) {
      expect(await client.getBalance({ address: account.address })).toBe(parseEther('10000'))
    }
    const deployerEth = await client.getBalance({ address: deployer.address })
    expect(deployerEth).toBeGreaterThan(parseEther('8999'))
  })

  it('creates every pair at the CREATE2 address the router computes (v2-core init code hash)', async () => {
    const initCodeHash = keccak256(artifacts.UniswapV2Pair.bytecode)
    const usdt = manifest.tokens.USDT.address
    for (const symbol of POOL_SYMBOLS) {
      const token = symbol === 'WETH' ? manifest.weth : manifest.tokens[symbol].address
      const [token0, token1] = BigInt(token) < BigInt(usdt) ? [token, usdt] : [usdt, token]
      const predicted = getContractAddress({
        opcode: 'CREATE2',
        from: manifest.factory,
        salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
        bytecodeHash: initCodeHash,
      })
      expect(manifest.pairs[symbol]).toBe(predicted)
      const onChain = await client.readContract({
        address: manifest.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [usdt, token],
      })
      expect(onChain).toBe(predicted)
    }
  })

  it('prices pools at the configured USDT prices', async () => {
    const usdt = manifest.tokens.USDT.address
    const quote = async (token: Address, amountIn: bigint) => {
      const amounts = await client.readContract({
        address: manifest.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, [token, usdt]],
      })
      return amounts[1]!
    }
    // About 100-600 USDT worth in a 3M-USDT pool: price * 0.997 (fee), impact under 0.04%.
    const cases = [
      ['ETH', manifest.weth, parseEther('0.1'), 300],
      ['WBTC', manifest.tokens.WBTC.address, parseUnits('0.01', 8), 600],
      ['UNI', manifest.tokens.UNI.address, parseUnits('10', 18), 80],
      ['LINK', manifest.tokens.LINK.address, parseUnits('10', 18), 150],
      ['ZRX', manifest.tokens.ZRX.address, parseUnits('200', 18), 100],
      ['DAI', manifest.tokens.DAI.address, parseUnits('100', 18), 100],
      ['USDC', manifest.tokens.USDC.address, parseUnits('100', 6), 100],
    ] as const
    for (const [name, token, amountIn, usd] of cases) {
      const out = await quote(token, amountIn)
      const ideal = BigInt(usd) * 1_000_000n
      expect(out, name).toBeLessThan(ideal)
      expect(out, name).toBeGreaterThan((ideal * 9960n) / 10000n)
    }
    const [reserve0, reserve1] = await client.readContract({
      address: manifest.pairs.UNI,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })
    const token0 = await client.readContract({
      address: manifest.pairs.UNI,
      abi: uniswapV2PairAbi,
      functionName: 'token0',
    })
    const [uniReserve, usdtReserve] =
      getAddress(token0) === usdt ? [reserve1, reserve0] : [reserve0, reserve1]
    expect(usdtReserve).toBe(parseUnits('3000000', 6))
    expect(uniReserve).toBe(parseUnits('375000', 18))
  })
})

describe('sandbox USDT behaves like mainnet USDT', () => {
  it('transfer returns no data, yet a viem writeContract + receipt succeeds', async () => {
    const usdt = manifest.tokens.USDT.address
    const recipient = freshAddress()
    const sender = clientFor(1)
    // The raw call returns empty data: decoding it as a standard ERC-20 bool fails.
    const raw = await client.call({
      account: accounts[1]!.address,
      to: usdt,
      data: '0xa9059cbb'.concat(
        recipient.slice(2).padStart(64, '0'),
        1n.toString(16).padStart(64, '0'),
      ) as `0x${string}`,
    })
    expect(raw.data).toBeUndefined()
    const failed = await sender
      .simulateContract({ address: usdt, abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] })
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(BaseError)
    expect((failed as BaseError).walk((e) => e instanceof AbiDecodingZeroDataError)).toBeTruthy()

    const amount = parseUnits('12.345678', 6)
    const { request } = await sender.simulateContract({
      address: usdt,
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [recipient, amount],
    })
    const hash = await sender.writeContract(request)
    const receipt = await sender.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const transfers = parseEventLogs({ abi: erc20NoReturnAbi, eventName: 'Transfer', logs: receipt.logs })
    expect(transfers).toHaveLength(1)
    expect(transfers[0]!.address).toBe(usdt.toLowerCase())
    expect(transfers[0]!.args).toEqual({ from: accounts[1]!.address, to: recipient, value: amount })
    expect(await balanceOf(usdt, recipient)).toBe(amount)
    expect(await balanceOf(usdt, accounts[1]!.address)).toBe(parseUnits('1000000', 6) - amount)
  })

  it('approve from non-zero to non-zero reverts; through zero it works', async () => {
    const usdt = manifest.tokens.USDT.address
    const owner = clientFor(2)
    const spender = freshAddress()
    const approve = async (value: bigint) => {
      const hash = await owner.writeContract({
        address: usdt,
        abi: erc20NoReturnAbi,
        functionName: 'approve',
        args: [spender, value],
      })
      return owner.waitForTransactionReceipt({ hash })
    }
    expect((await approve(5n)).status).toBe('success')
    await expect(
      owner.simulateContract({
        address: usdt,
        abi: erc20NoReturnAbi,
        functionName: 'approve',
        args: [spender, 7n],
      }),
    ).rejects.toThrow(/reset allowance to zero first/)
    expect((await approve(0n)).status).toBe('success')
    expect((await approve(7n)).status).toBe('success')
    expect(
      await client.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [accounts[2]!.address, spender],
      }),
    ).toBe(7n)
  })
})

/** Well above what a two-hop V2 swap uses (about 120,000 with the price accumulators written). */
const SWAP_GAS = 400_000n

describe('swaps through the sandbox Uniswap V2 router', () => {
  it('swapExactTokensForTokens UNI -> USDT delivers USDT to a chosen recipient', async () => {
    const trader = clientFor(3)
    const uni = manifest.tokens.UNI.address
    const usdt = manifest.tokens.USDT.address
    const recipient = freshAddress()
    const amountIn = parseUnits('100', 18)
    const approveHash = await trader.writeContract({
      address: uni,
      abi: erc20Abi,
      functionName: 'approve',
      args: [manifest.router, amountIn],
    })
    expect((await trader.waitForTransactionReceipt({ hash: approveHash })).status).toBe('success')
    const [, quoted] = await trader.readContract({
      address: manifest.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [uni, usdt]],
    })
    const { request } = await trader.simulateContract({
      address: manifest.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, (quoted! * 995n) / 1000n, [uni, usdt], recipient, maxUint256],
    })
    // A gas limit of its own: a Uniswap V2 pair updates its cumulative prices only when the block's timestamp
    // moved since its last trade, so an estimate made in the second of that trade is short by those writes when
    // the swap is mined a second later, and the swap runs out of gas (it did once in CI).
    const receipt = await trader.waitForTransactionReceipt({
      hash: await trader.writeContract({ ...request, gas: SWAP_GAS }),
    })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(usdt, recipient)).toBe(quoted)
    expect(quoted).toBeGreaterThan(parseUnits('790', 6))
    expect(await balanceOf(uni, accounts[3]!.address)).toBe(parseUnits('100000', 18) - amountIn)
    // What the payment watcher looks for: a USDT Transfer log whose `to` is the recipient.
    const toRecipient = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (log) => getAddress(log.address) === usdt && log.args.to === recipient,
    )
    expect(toRecipient.map((log) => log.args.value)).toEqual([quoted])
  })

  it('swapExactETHForTokens ETH -> USDT goes through WETH and delivers USDT', async () => {
    const trader = clientFor(4)
    const usdt = manifest.tokens.USDT.address
    const recipient = freshAddress()
    const value = parseEther('1')
    const path = [manifest.weth, usdt] as const
    const [, quoted] = await trader.readContract({
      address: manifest.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [value, [...path]],
    })
    const wethInPairBefore = await balanceOf(manifest.weth, manifest.pairs.WETH)
    const { request } = await trader.simulateContract({
      address: manifest.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [(quoted! * 995n) / 1000n, [...path], recipient, maxUint256],
      value,
    })
    // A gas limit of its own: a Uniswap V2 pair updates its cumulative prices only when the block's timestamp
    // moved since its last trade, so an estimate made in the second of that trade is short by those writes when
    // the swap is mined a second later, and the swap runs out of gas (it did once in CI).
    const receipt = await trader.waitForTransactionReceipt({
      hash: await trader.writeContract({ ...request, gas: SWAP_GAS }),
    })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(usdt, recipient)).toBe(quoted)
    expect(quoted).toBeGreaterThan(parseUnits('2980', 6))
    expect(await balanceOf(manifest.weth, manifest.pairs.WETH)).toBe(wethInPairBefore + value)
  })
})

describe('deploySandbox again', () => {
  it('on the same chain sends nothing and returns the same manifest', async () => {
    const nonceBefore = await client.getTransactionCount({ address: deployer.address })
    const fileBefore = readFileSync(manifestPath, 'utf8')
    const again = await deploySandbox({ rpcUrl: anvil.rpcUrl, manifestPath })
    expect(again).toEqual(manifest)
    expect(await client.getTransactionCount({ address: deployer.address })).toBe(nonceBefore)
    expect(readFileSync(manifestPath, 'utf8')).toBe(fileBefore)
  })

  it('redeploys on a fresh chain whose manifest contracts are missing, at the same addresses', async () => {
    const other = await startAnvil({ port: 0, silent: true, blockTime: false })
    try {
      const otherClient = createSandboxClient({ rpcUrl: other.rpcUrl, chainId: 31337, account: deployer })
      expect(await verifyManifest(otherClient, manifest)).toBe(false)
      const otherPath = join(dir, 'other.json')
      rmSync(otherPath, { force: true })
      const { writeFileSync } = await import('node:fs')
      writeFileSync(otherPath, readFileSync(manifestPath))
      const redeployed = await deploySandbox({ rpcUrl: other.rpcUrl, manifestPath: otherPath })
      expect(await otherClient.getTransactionCount({ address: deployer.address })).toBeGreaterThan(10)
      // Same addresses; the deploy block depends on when the new chain's first block was mined.
      expect(redeployed).toEqual({
        ...manifest,
        rpcUrl: other.rpcUrl,
        blockNumberDeployed: expect.any(Number),
      })
      expect(await readManifest({ manifestPath: otherPath })).toEqual(redeployed)
      expect(await verifyManifest(otherClient, redeployed)).toBe(true)
    } finally {
      await other.stop()
    }
  })
})
