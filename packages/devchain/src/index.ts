export { chaincardNftAbi } from './abis/chaincardNftAbi'
export { Erc20NoReturnAbi, erc20NoReturnAbi } from './abis/erc20NoReturnAbi'
export { mintAbi } from './abis/mintAbi'
export { EIP1271_MAGIC_VALUE, smartWalletAbi } from './abis/smartWalletAbi'
export { uniswapV2FactoryAbi } from './abis/uniswapV2FactoryAbi'
export { uniswapV2PairAbi } from './abis/uniswapV2PairAbi'
export { uniswapV2RouterAbi } from './abis/uniswapV2RouterAbi'
export { weth9Abi } from './abis/weth9Abi'
export { DEV_ACCOUNT_COUNT, DEV_MNEMONIC, devAccounts } from './accounts'
export { AnvilStartError, AnvilStopError } from './anvil/errors'
export { getFreePort } from './anvil/getFreePort'
export {
  DEFAULT_ANVIL_PORT,
  DEFAULT_BLOCK_TIME,
  SANDBOX_CHAIN_ID,
  type StartAnvilParameters,
  type StartAnvilReturnType,
  startAnvil,
} from './anvil/startAnvil'
export type { Artifact } from './contracts/artifact'
export { type ArtifactName, artifacts } from './contracts/artifacts'
export {
  amountForUsdt,
  type DeploySandboxParameters,
  type DeploySandboxReturnType,
  deploySandbox,
} from './deploy/deploySandbox'
export { type DeploySmartWalletParameters, deploySmartWallet } from './deploy/deploySmartWallet'
export { DeploySandboxError, InvalidManifestError, ManifestNotFoundError } from './deploy/errors'
export { type Manifest, manifestSchema, type TokenInfo } from './deploy/manifest'
export { type ReadManifestParameters, readManifest } from './deploy/readManifest'
export { createSandboxClient, type SandboxClient, sandboxChain } from './deploy/sandboxClient'
export {
  ETH_PRICE_USDT,
  POOL_DEPTH_USDT,
  POOL_SYMBOLS,
  type PoolSymbol,
  QUOTE_SYMBOL,
  SANDBOX_TOKENS,
  TOKEN_SYMBOLS,
  type TokenSymbol,
} from './deploy/sandboxTokens'
export { verifyManifest } from './deploy/verifyManifest'
export { defaultManifestPath, defaultStateFile, resolveDataDir } from './resolveDataDir'
