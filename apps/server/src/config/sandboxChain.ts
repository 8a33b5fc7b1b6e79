import { CHAINS, NATIVE_TOKEN_ADDRESS, ORDER_CURRENCY_BY_CHAIN, SANDBOX_CHAIN_ID } from '@chaincard/domain'
import type { DevchainManifest } from './devchainManifest'
import type { ChainRuntime, ChainToken } from './types'

/** Currency id and manifest symbol of the sandbox order currency (DESIGN.md "Money"). */
export const sandboxOrderCurrency = { id: ORDER_CURRENCY_BY_CHAIN[SANDBOX_CHAIN_ID], symbol: 'USDT' } as const

/** Builds the single sandbox chain from the devchain manifest. */
export function sandboxChain(
  manifest: DevchainManifest,
  requiredConfirmations: number,
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
    },
    problems: [],
  }
}
