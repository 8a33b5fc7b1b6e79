import {
  type Abi,
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  maxUint256,
  parseUnits,
  type TransactionReceipt,
} from 'viem'
import { erc20NoReturnAbi } from '../abis/erc20NoReturnAbi'
import { mintAbi } from '../abis/mintAbi'
import { uniswapV2FactoryAbi } from '../abis/uniswapV2FactoryAbi'
import { uniswapV2RouterAbi } from '../abis/uniswapV2RouterAbi'
import { devAccounts } from '../accounts'
import type { Artifact } from '../contracts/artifact'
import { artifacts } from '../contracts/artifacts'
import { defaultManifestPath } from '../resolveDataDir'
import { DeploySandboxError } from './errors'
import type { Manifest, TokenInfo } from './manifest'
import { readManifest } from './readManifest'
import { createSandboxClient, type SandboxClient } from './sandboxClient'
import {
  ETH_PRICE_USDT,
  POOL_DEPTH_USDT,
  type PoolSymbol,
  QUOTE_SYMBOL,
  SANDBOX_TOKENS,
  type TokenSymbol,
} from './sandboxTokens'
import { verifyManifest } from './verifyManifest'
import { writeManifest } from './writeManifest'

export type DeploySandboxParameters = {
  rpcUrl: string
  /** Default `DATA_DIR/devchain.json`. */
  manifestPath?: string
}

export type DeploySandboxReturnType = Manifest

/**
 * Deploys the sandbox contracts from anvil dev account 0 and writes the manifest. If the manifest at
 * `manifestPath` is already live on this chain (see `verifyManifest`), sends nothing and returns it
 * (rewritten only when the RPC URL changed). On a fresh chain the addresses are always the same (account 0,
 * nonces from 0). Not safe to run twice at once against the same chain.
 *
 * Deploys: USDT (TetherToken, no-return transfer), USDC, DAI, WBTC, UNI, LINK, ZRX (SandboxToken), WETH9,
 * UniswapV2Factory, UniswapV2Router02, ChaincardNFT; pools of every token and WETH against USDT at
 * `SANDBOX_TOKENS` prices; then mints `fundEach` of every token to each of the 10 dev accounts.
 */
export async function deploySandbox({
  rpcUrl,
  manifestPath = defaultManifestPath(),
}: DeploySandboxParameters): Promise<DeploySandboxReturnType> {
  const chainId = await createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }).getChainId()
  const accounts = devAccounts()
  const deployer = accounts[0]!
  const client = createSandboxClient({ rpcUrl, chainId, account: deployer })

  const existing = await readManifest({ manifestPath }).catch(() => undefined)
  if (existing && (await verifyManifest(client, existing))) {
    if (existing.rpcUrl === rpcUrl) return existing
    const moved = { ...existing, rpcUrl }
    await writeManifest(manifestPath, moved)
    return moved
  }

  const manifest = await deployAll(client, { rpcUrl, chainId, recipients: accounts.map((a) => a.address) })
  await writeManifest(manifestPath, manifest)
  return manifest
}

async function confirm(client: SandboxClient, step: string, send: () => Promise<Hash>) {
  let receipt: TransactionReceipt
  try {
    const hash = await send()
    receipt = await client.waitForTransactionReceipt({ hash })
  } catch (error) {
    throw new DeploySandboxError(`Sandbox deployment failed: ${step}`, { cause: error })
  }
  if (receipt.status !== 'success') {
    throw new DeploySandboxError(
      `Sandbox deployment failed: ${step} reverted (tx ${receipt.transactionHash})`,
    )
  }
  return receipt
}

async function deployContract(client: SandboxClient, step: string, artifact: Artifact, args: unknown[]) {
  const receipt = await confirm(client, step, () =>
    client.deployContract({ abi: artifact.abi as Abi, bytecode: artifact.bytecode, args }),
  )
  if (!receipt.contractAddress)
    throw new DeploySandboxError(`Sandbox deployment failed: ${step} has no address`)
  return { address: getAddress(receipt.contractAddress), blockNumber: receipt.blockNumber }
}

async function deployAll(
  client: SandboxClient,
  { rpcUrl, chainId, recipients }: { rpcUrl: string; chainId: number; recipients: Address[] },
): Promise<Manifest> {
  const owner = client.account.address

  // 1. Contracts, in a fixed order: on a fresh chain every address is the same each time.
  const tokens = {} as Record<TokenSymbol, TokenInfo>
  let firstBlock: bigint | undefined
  for (const token of SANDBOX_TOKENS) {
    const deployed =
      token.symbol === QUOTE_SYMBOL
        ? await deployContract(client, 'deploy USDT', artifacts.TetherToken, [
            token.name,
            token.symbol,
            owner,
          ])
        : await deployContract(client, `deploy ${token.symbol}`, artifacts.SandboxToken, [
            token.name,
            token.symbol,
            token.decimals,
            owner,
          ])
    firstBlock ??= deployed.blockNumber
    tokens[token.symbol] = {
      address: deployed.address,
      decimals: token.decimals,
      symbol: token.symbol,
      name: token.name,
    }
  }
  const weth = (await deployContract(client, 'deploy WETH9', artifacts.WETH9, [])).address
  const factory = (await deployContract(client, 'deploy factory', artifacts.UniswapV2Factory, [owner]))
    .address
  const router = (await deployContract(client, 'deploy router', artifacts.UniswapV2Router02, [factory, weth]))
    .address
  const nft = (await deployContract(client, 'deploy NFT', artifacts.ChaincardNFT, [owner])).address

  // 2. Pools against USDT, POOL_DEPTH_USDT on the USDT side, token side at its price.
  const usdt = tokens[QUOTE_SYMBOL].address
  const depthUsdt = parseUnits(POOL_DEPTH_USDT, tokens[QUOTE_SYMBOL].decimals)
  const pooled = SANDBOX_TOKENS.filter((token) => token.symbol !== QUOTE_SYMBOL)
  // WETH/USDT included: one pool per token plus one for WETH.
  await confirm(client, 'mint USDT for pools', () =>
    client.writeContract({
      address: usdt,
      abi: mintAbi,
      functionName: 'mint',
      args: [owner, depthUsdt * BigInt(pooled.length + 1)],
    }),
  )
  // USDT's approve returns nothing: write it through the no-return ABI.
  await confirm(client, 'approve USDT', () =>
    client.writeContract({
      address: usdt,
      abi: erc20NoReturnAbi,
      functionName: 'approve',
      args: [router, maxUint256],
    }),
  )
  for (const token of pooled) {
    const address = tokens[token.symbol].address
    const amount = amountForUsdt(depthUsdt, token.priceUsdt, token.decimals)
    await confirm(client, `mint ${token.symbol} for pool`, () =>
      client.writeContract({ address, abi: mintAbi, functionName: 'mint', args: [owner, amount] }),
    )
    await confirm(client, `approve ${token.symbol}`, () =>
      client.writeContract({ address, abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
    )
    await confirm(client, `add ${token.symbol}/USDT liquidity`, () =>
      client.writeContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'addLiquidity',
        args: [address, usdt, amount, depthUsdt, amount, depthUsdt, owner, maxUint256],
      }),
    )
  }
  const ethAmount = amountForUsdt(depthUsdt, ETH_PRICE_USDT, 18)
  await confirm(client, 'add WETH/USDT liquidity', () =>
    client.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidityETH',
      args: [usdt, depthUsdt, depthUsdt, ethAmount, owner, maxUint256],
      value: ethAmount,
    }),
  )
  const pairs = {} as Record<PoolSymbol, Address>
  for (const symbol of [...pooled.map((token) => token.symbol), 'WETH' as const]) {
    const token = symbol === 'WETH' ? weth : tokens[symbol].address
    pairs[symbol] = await client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token, usdt],
    })
  }

  // 3. Every dev account gets every token (their ETH is untouched, except the deployer's pool ETH and gas).
  for (const recipient of recipients) {
    for (const token of SANDBOX_TOKENS) {
      const amount = parseUnits(token.fundEach, token.decimals)
      await confirm(client, `fund ${recipient} with ${token.symbol}`, () =>
        client.writeContract({
          address: tokens[token.symbol].address,
          abi: mintAbi,
          functionName: 'mint',
          args: [recipient, amount],
        }),
      )
    }
  }

  return {
    chainId,
    rpcUrl,
    blockNumberDeployed: Number(firstBlock),
    deployer: owner,
    tokens,
    weth,
    factory,
    router,
    nft,
    pairs,
  }
}

/** Base units of a token worth `usdtAmount` (USDT base units) at `priceUsdt` (decimal string), rounded down. */
export function amountForUsdt(usdtAmount: bigint, priceUsdt: string, decimals: number): bigint {
  const price = parseUnits(priceUsdt, 6)
  return (usdtAmount * 10n ** BigInt(decimals)) / price
}
