export { DEFAULT_BUDGETS } from './budgets'
export { ConfigError } from './ConfigError'
export type { DevchainManifest } from './devchainManifest'
export { legalSettingsOf } from './legalEnv'
export { loadConfig } from './loadConfig'
export { LEGACY_ADMIN_NAME } from './operatorTokens'
export { programPolicyOf } from './programPolicyOf'
export { runsJobs } from './runsJobs'
export { sandboxChain } from './sandboxChain'
export type {
  ChainFinality,
  ChainRuntime,
  Config,
  IssuerSettings,
  LegalPageKey,
  LegalSettings,
  LegalSource,
  LithicSettings,
  LogFormat,
  LogLevel,
  MailSettings,
  RateLimitRule,
  Role,
  VapidKeys,
  WithdrawalSettings,
} from './types'
export { withdrawalSettingsOf } from './withdrawalSettings'
