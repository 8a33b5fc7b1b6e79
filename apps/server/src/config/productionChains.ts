import {
  CHAIN_DISPLAY_ORDER,
  CHAINS,
  getMainnetTokenList,
  NATIVE_TOKEN_ADDRESS,
  ORDER_CURRENCY_TOKENS,
  SUPPORTED_CHAIN_IDS,
} from '@chaincard/domain'
import { type Chain, getAddress, isAddress } from 'viem'
import { arbitrum, avalanche, bsc, mainnet, optimism, polygon } from 'viem/chains'
import { BLOCK_TIME_MS, chainWatchEnv, pollIntervalFor } from './chainWatchEnv'
import type { ChainRuntime, ChainToken } from './types'

/** viem's definitions of the supported mainnets: default public RPC and block explorer. */
const viemChains: Record<number, Chain> = {
  [mainnet.id]: mainnet,
  [bsc.id]: bsc,
  [polygon.id]: polygon,
  [arbitrum.id]: arbitrum,
  [optimism.id]: optimism,
  [avalanche.id]: avalanche,
}

const httpUrl = /^https?:\/\/\S+$/
const defaultConfirmations = 12

/**
 * Production chains, in display order. A chain is enabled when `RPC_URL_<id>` is set. Optional per chain:
 * `REQUIRED_CONFIRMATIONS_<id>` (default 12), `SWAP_ROUTER_<id>`, `PUBLIC_RPC_URL_<id>` (what browsers get;
 * default the chain's public RPC, never `RPC_URL_<id>`, which may carry a provider key).
 */
export function productionChains(env: Record<string, string | undefined>): {
  chains: ChainRuntime[]
  problems: string[]
} {
  const problems: string[] = []
  const chains: ChainRuntime[] = []
  const supported = new Set<number>(SUPPORTED_CHAIN_IDS)
  for (const key of Object.keys(env)) {
    const id = /^RPC_URL_(\d+)$/.exec(key)?.[1]
    if (id && !supported.has(Number(id))) problems.push(`${key}: chain ${id} is not a supported chain`)
  }
  for (const id of CHAIN_DISPLAY_ORDER) {
    const rpcUrl = env[`RPC_URL_${id}`]?.trim()
    if (!rpcUrl) continue
    const info = CHAINS[id]
    const viemChain = viemChains[id]
    const order = ORDER_CURRENCY_TOKENS[id]
    if (!httpUrl.test(rpcUrl)) problems.push(`RPC_URL_${id}: must be an http(s) URL`)
    const confirmationsText = env[`REQUIRED_CONFIRMATIONS_${id}`]?.trim() || String(defaultConfirmations)
    const confirmations = Number.parseInt(confirmationsText, 10)
    if (!/^\d+$/.test(confirmationsText) || confirmations < 1 || confirmations > 1000) {
      problems.push(`REQUIRED_CONFIRMATIONS_${id}: must be an integer from 1 to 1000`)
    }
    const routerText = env[`SWAP_ROUTER_${id}`]?.trim()
    const router = routerText && isAddress(routerText, { strict: false }) ? getAddress(routerText) : undefined
    if (routerText && !router) problems.push(`SWAP_ROUTER_${id}: must be an address`)
    const publicRpcUrl = env[`PUBLIC_RPC_URL_${id}`]?.trim() || viemChain?.rpcUrls.default.http[0]
    if (!publicRpcUrl || !httpUrl.test(publicRpcUrl))
      problems.push(`PUBLIC_RPC_URL_${id}: must be an http(s) URL`)
    const native: ChainToken = {
      ...info.nativeCurrency,
      address: NATIVE_TOKEN_ADDRESS,
      isNative: true,
      chainId: id,
      logoURI: '',
    }
    const orderToken: ChainToken = {
      symbol: order.symbol,
      name: order.name,
      decimals: order.decimals,
      address: getAddress(order.address),
      isNative: false,
      chainId: id,
      logoURI: '',
    }
    const watch = chainWatchEnv(env, id, {
      finality: { kind: 'tag' },
      pollIntervalMs: pollIntervalFor(BLOCK_TIME_MS[id] ?? 2_000),
    })
    problems.push(...watch.problems)
    const watchedTokens: ChainToken[] = getMainnetTokenList(id)
      .filter((t) => !t.isNative && getAddress(t.address) !== orderToken.address)
      .map(({ max: _max, ...t }) => ({ ...t, address: getAddress(t.address), chainId: id }))
    const explorer = viemChain?.blockExplorers?.default.url
    chains.push({
      id,
      name: info.name,
      rpcUrl,
      publicRpcUrl: publicRpcUrl ?? rpcUrl,
      nativeCurrency: { ...info.nativeCurrency },
      ...(explorer ? { blockExplorerUrl: explorer } : {}),
      testnet: info.testnet,
      requiredConfirmations: confirmations,
      orderCurrency: { id: order.currency, token: orderToken },
      tokens: [native, orderToken],
      ...(router ? { swapRouter: router } : {}),
      ...watch.settings,
      watchedTokens,
    })
  }
  if (chains.length === 0 && problems.length === 0) {
    problems.push(
      `RPC_URL_<chainId>: missing (set at least one of ${SUPPORTED_CHAIN_IDS.map((id) => `RPC_URL_${id}`).join(', ')})`,
    )
  }
  return { chains, problems }
}
