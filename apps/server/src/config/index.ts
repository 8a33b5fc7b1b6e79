export { ConfigError } from './ConfigError'
export { type DevchainManifest, devchainManifestFile, readDevchainManifest } from './devchainManifest'
export { type LoadConfigParameters, loadConfig } from './loadConfig'
export { parseDuration } from './parseDuration'
export { parseTrustProxy } from './parseTrustProxy'
export { productionChains } from './productionChains'
export { runsJobs } from './runsJobs'
export { sandboxChain, sandboxOrderCurrency } from './sandboxChain'
export type {
  ChainFinality,
  ChainRuntime,
  ChainToken,
  Config,
  IssuerSettings,
  LithicSettings,
  LogFormat,
  LogLevel,
  MailSettings,
  MetricsListener,
  Mode,
  NftCollectionSetting,
  RateLimitRule,
  Role,
  SandboxSettings,
  TrustProxy,
  VapidKeys,
} from './types'
