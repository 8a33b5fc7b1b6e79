import { CHAINS, NATIVE_TOKEN_ADDRESS, ORDER_CURRENCY_BY_CHAIN, SANDBOX_CHAIN_ID } from '@chaincard/domain'
import { chainWatchEnv } from './chainWatchEnv'
import type { DevchainManifest } from './devchainManifest'
import type { ChainRuntime, ChainToken } from './types'

/** Blocks below the head at which a sandbox block is final (small, so a settlement waits seconds, not minutes). */
export const SANDBOX_FINALITY_DEPTH = 4
/** The sandbox watcher's polling interval when anvil's WebSocket is unavailable. */
const SANDBOX_POLL_INTERVAL_MS = 500

/** Currency id and manifest symbol of the sandbox order currency (DESIGN.md "Money"). */
const sandboxOrderCurrency = { id: ORDER_CURRENCY_BY_CHAIN[SANDBOX_CHAIN_ID], symbol: 'USDT' } as const

/**
 * Builds the single sandbox chain from the devchain manifest. Watcher settings come from
 * `FINALITY_DEPTH_31337` (default 4), `POLL_INTERVAL_31337` and `WS_RPC_URL_31337` (default: anvil's own
 * WebSocket, the RPC URL with ws://).
 */
export function sandboxChain(
  manifest: DevchainManifest,
  requiredConfirmations: number,
  env: Record<string, string | undefined> = {},
): { chain: ChainRuntime; problems: [] } | { chain: undefined; problems: string[] } {
  const native: ChainToken = {
    ...CHAINS[SANDBOX_CHAIN_ID].nativeCurrency,
    address: NATIVE_TOKEN_ADDRESS,
    isNative: true,
    chainId: manifest.chainId,
    logoURI: '',
  }
  const tokens: ChainToken[] = [
    native,
    ...Object.values(manifest.tokens).map((t) => ({
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
      address: t.address,
      isNative: false,
      chainId: manifest.chainId,
      logoURI: '',
    })),
  ]
  const order = tokens.find((t) => !t.isNative && t.symbol === sandboxOrderCurrency.symbol)
  if (!order) {
    return {
      chain: undefined,
      problems: [
        `devchain manifest: token ${sandboxOrderCurrency.symbol} (the sandbox order currency) is missing`,
      ],
    }
  }
  const watch = chainWatchEnv(env, manifest.chainId, {
    finality: { kind: 'depth', depth: SANDBOX_FINALITY_DEPTH },
    pollIntervalMs: SANDBOX_POLL_INTERVAL_MS,
    wsRpcUrl: manifest.rpcUrl.replace(/^http/, 'ws'),
  })
  if (watch.problems.length > 0) return { chain: undefined, problems: watch.problems }
  return {
    chain: {
      id: manifest.chainId,
      name: CHAINS[SANDBOX_CHAIN_ID].name,
      rpcUrl: manifest.rpcUrl,
      publicRpcUrl: manifest.rpcUrl,
      nativeCurrency: { ...CHAINS[SANDBOX_CHAIN_ID].nativeCurrency },
      testnet: true,
      requiredConfirmations,
      orderCurrency: { id: sandboxOrderCurrency.id, token: order },
      tokens,
      swapRouter: manifest.router,
      ...watch.settings,
      watchedTokens: tokens.filter((t) => !t.isNative && t.address !== order.address),
    },
    problems: [],
  }
}
