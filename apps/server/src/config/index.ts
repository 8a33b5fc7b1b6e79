export { ConfigError } from './ConfigError'
export { type DevchainManifest, devchainManifestFile, readDevchainManifest } from './devchainManifest'
export { type LoadConfigParameters, loadConfig } from './loadConfig'
export { parseDuration } from './parseDuration'
export { productionChains } from './productionChains'
export { sandboxChain, sandboxOrderCurrency } from './sandboxChain'
export type {
  ChainFinality,
  ChainRuntime,
  ChainToken,
  Config,
  IssuerSettings,
  LithicSettings,
  LogLevel,
  Mode,
  RateLimitRule,
  Role,
  SandboxSettings,
} from './types'
