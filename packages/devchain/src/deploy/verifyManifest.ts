import { erc20Abi, isAddressEqual, zeroAddress } from 'viem'
import { uniswapV2FactoryAbi } from '../abis/uniswapV2FactoryAbi'
import { uniswapV2RouterAbi } from '../abis/uniswapV2RouterAbi'
import type { Manifest } from './manifest'
import type { SandboxClient } from './sandboxClient'
import { POOL_SYMBOLS, QUOTE_SYMBOL, TOKEN_SYMBOLS } from './sandboxTokens'

/**
 * Whether the manifest's deployment is live on the chain behind `client`: same chain id, code at every
 * address, token symbols and decimals as recorded, router wired to the factory and WETH, every pair
 * registered in the factory. Any mismatch (fresh chain, other chain) answers false; RPC errors throw.
 */
export async function verifyManifest(client: SandboxClient, manifest: Manifest): Promise<boolean> {
  if ((await client.getChainId()) !== manifest.chainId) return false
  const tokens = TOKEN_SYMBOLS.map((symbol) => manifest.tokens[symbol])
  const pairs = POOL_SYMBOLS.map((symbol) => manifest.pairs[symbol])
  const addresses = [
    ...tokens.map((t) => t.address),
    manifest.weth,
    manifest.factory,
    manifest.router,
    manifest.nft,
    ...pairs,
  ]
  const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
  if (codes.some((code) => code === undefined || code === '0x')) return false

  for (const token of tokens) {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: token.address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    if (symbol !== token.symbol || decimals !== token.decimals) return false
  }
  const [factory, weth] = await Promise.all([
    client.readContract({ address: manifest.router, abi: uniswapV2RouterAbi, functionName: 'factory' }),
    client.readContract({ address: manifest.router, abi: uniswapV2RouterAbi, functionName: 'WETH' }),
  ])
  if (!isAddressEqual(factory, manifest.factory) || !isAddressEqual(weth, manifest.weth)) return false

  const usdt = manifest.tokens[QUOTE_SYMBOL].address
  for (const symbol of POOL_SYMBOLS) {
    const token = symbol === 'WETH' ? manifest.weth : manifest.tokens[symbol].address
    const pair = await client.readContract({
      address: manifest.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token, usdt],
    })
    if (isAddressEqual(pair, zeroAddress) || !isAddressEqual(pair, manifest.pairs[symbol])) return false
  }
  return true
}
