export { ConfigError } from './ConfigError'
export { type DevchainManifest, devchainManifestFile, readDevchainManifest } from './devchainManifest'
export { type LoadConfigParameters, loadConfig } from './loadConfig'
export { parseDuration } from './parseDuration'
export { parseTrustProxy } from './parseTrustProxy'
export { productionChains } from './productionChains'
export { sandboxChain, sandboxOrderCurrency } from './sandboxChain'
export type {
  ChainRuntime,
  ChainToken,
  Config,
  LogFormat,
  LogLevel,
  MetricsListener,
  Mode,
  NftCollectionSetting,
  RateLimitRule,
  SandboxSettings,
  TrustProxy,
} from './types'
