// Token lists: the six mainnets (from @uniswap/default-token-list plus the order currency) and the sandbox.
export {
  buildMainnetTokenList,
  getMainnetTokenList,
  getMainnetTokenLists,
  type UpstreamToken,
} from './mainnetTokens'
export {
  buildSandboxTokenList,
  MissingSandboxTokenError,
  SANDBOX_NATIVE_TOKEN,
  SANDBOX_ORDER_TOKEN_SYMBOL,
  SANDBOX_TOKENS,
  type SandboxTokenSpec,
  type SandboxTokenSymbol,
} from './sandboxTokens'
export type { TokenListEntry } from './types'
