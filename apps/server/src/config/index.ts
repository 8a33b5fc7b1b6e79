export { ConfigError } from './ConfigError'
export type { DevchainManifest } from './devchainManifest'
export { loadConfig } from './loadConfig'

export { runsJobs } from './runsJobs'
export { sandboxChain } from './sandboxChain'
export type {
  ChainFinality,
  ChainRuntime,
  Config,
  IssuerSettings,
  LithicSettings,
  LogFormat,
  LogLevel,
  MailSettings,
  RateLimitRule,
  VapidKeys,
} from './types'
