import {
  CHAIN_FAMILY_DISPLAY_ORDER,
  CHAINS,
  type KnownChainId,
  ORDER_CURRENCY_BY_CHAIN,
  type OrderCurrency,
  SANDBOX_CHAIN_ID,
  SUPPORTED_CHAIN_IDS,
  type SupportedChainId,
  TEST_CHAIN_IDS,
  type TestChainId,
} from '../constants/chains'

const supported: ReadonlySet<number> = new Set(SUPPORTED_CHAIN_IDS)
const test: ReadonlySet<number> = new Set(TEST_CHAIN_IDS)

/** One of the six mainnets top-ups are accepted on; any other chain shows the network warning. */
export function isSupportedChainId(chainId: number): chainId is SupportedChainId {
  return supported.has(chainId)
}

/** One of the recognised test chains (5, 97, 17000, 43113, 80001, 560048, 11155111). */
export function isTestChainId(chainId: number): chainId is TestChainId {
  return test.has(chainId)
}

/** A mainnet, a recognised test chain or the sandbox chain. */
export function isKnownChainId(chainId: number): chainId is KnownChainId {
  return supported.has(chainId) || test.has(chainId) || chainId === SANDBOX_CHAIN_ID
}

/** Order currency of a mainnet or of the sandbox; null for other chains. */
export function getOrderCurrency(chainId: number): OrderCurrency | null {
  return (ORDER_CURRENCY_BY_CHAIN as Record<number, OrderCurrency | undefined>)[chainId] ?? null
}

/**
 * Sorts chain ids for display: Ethereum family, Polygon, Arbitrum, Optimism, BSC, Avalanche; within a family
 * the mainnet first, then test chains by id; unknown chains last by id. Returns a new array.
 */
export function sortChainIdsForDisplay<T extends number>(chainIds: readonly T[]): T[] {
  const rank = (id: number): [number, number, number] => {
    if (!isKnownChainId(id)) return [CHAIN_FAMILY_DISPLAY_ORDER.length, 1, id]
    const chain = CHAINS[id]
    return [CHAIN_FAMILY_DISPLAY_ORDER.indexOf(chain.family), chain.testnet ? 1 : 0, id]
  }
  return [...chainIds].sort((a, b) => {
    const [fa, ta, ia] = rank(a)
    const [fb, tb, ib] = rank(b)
    return fa - fb || ta - tb || ia - ib
  })
}
