import { resolve } from 'node:path'
import { parseProgramPolicyEnv } from '@chaincard/domain'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { readAdminListener } from './adminListener'
import { budgetsOf } from './budgets'
import { ConfigError } from './ConfigError'
import { readDevchainManifest } from './devchainManifest'
import { placeholderProblems } from './envNames'
import { baseEnvSchema, describeIssues, issuerEnvSchema, riskEnvSchema, sandboxEnvSchema } from './envSchema'
import { readLegalSettings } from './legalEnv'
import { readLogFormat } from './logFormat'
import { readMailSettings } from './mailSettings'
import { readMetricsListener } from './metricsListener'
import { readNftCollection } from './nftCollectionEnv'
import { readOperatorTokens } from './operatorTokens'
import { parseTrustProxy } from './parseTrustProxy'
import { productionChains } from './productionChains'
import { resolveIssuer } from './resolveIssuer'
import { sandboxChain } from './sandboxChain'
import type {
  ChainRuntime,
  Config,
  EnrollmentSettings,
  IssuerSettings,
  ReservesAnchorSettings,
  SandboxSettings,
} from './types'
import { readVapidKeys } from './vapidEnv'
import { withdrawalSettingsFromEnv } from './withdrawalSettings'

export type LoadConfigParameters = Record<string, string | undefined>

/**
 * Parses the environment once into a Config. Throws ConfigError listing every missing or bad variable.
 * Reads `DATA_DIR/devchain.json` in sandbox mode, and looks whether LEGAL_DIR holds the legal pages; otherwise no
 * I/O. Never logs.
 */
export function loadConfig(env: LoadConfigParameters = process.env): Config {
  const placeholders = placeholderProblems(env)
  // Named once each, by the placeholder check rather than by each variable's own rule.
  if (placeholders.length > 0) throw new ConfigError(placeholders)
  const problems: string[] = []
  const base = baseEnvSchema.safeParse(env)
  if (!base.success) throw new ConfigError(describeIssues(base.error))
  const e = base.data
  const dataDir = resolve(e.DATA_DIR)
  const trustProxy = parseTrustProxy(e.TRUST_PROXY)
  if ('problem' in trustProxy) problems.push(`TRUST_PROXY: ${trustProxy.problem}`)
  const metrics = readMetricsListener({
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    mode: e.MODE,
    port: e.PORT,
  })
  if ('problem' in metrics) problems.push(`METRICS_PORT: ${metrics.problem}`)
  const operators = readOperatorTokens(e.ADMIN_TOKENS, e.ADMIN_TOKEN !== undefined)
  if ('problem' in operators) problems.push(`ADMIN_TOKENS: ${operators.problem}`)
  const adminListener = readAdminListener({
    adminPort: e.ADMIN_PORT,
    adminHost: e.ADMIN_HOST,
    port: e.PORT,
    metricsPort: 'value' in metrics ? metrics.value?.port : undefined,
  })
  if ('problem' in adminListener) problems.push(`ADMIN_PORT: ${adminListener.problem}`)
  const logFormat = readLogFormat(e.LOG_FORMAT, e.MODE)
  if ('problem' in logFormat) problems.push(`LOG_FORMAT: ${logFormat.problem}`)

  let chains: ChainRuntime[] = []
  let sandbox: SandboxSettings | undefined
  let pglitePreparedStatements = 256
  if (e.MODE === 'sandbox') {
    const s = sandboxEnvSchema.safeParse(env)
    if (!s.success) problems.push(...describeIssues(s.error))
    const { manifest, problems: manifestProblems } = readDevchainManifest(dataDir)
    problems.push(...manifestProblems)
    if (manifest && s.success) {
      const built = sandboxChain(manifest, s.data.REQUIRED_CONFIRMATIONS, env)
      problems.push(...built.problems)
      if (built.chain) chains = [built.chain]
    }
    if (s.success) {
      sandbox = {
        settlementDelayMs: s.data.SETTLEMENT_DELAY,
        applicationDelayMs: s.data.APPLICATION_DELAY,
        inviteCode: s.data.SANDBOX_INVITE_CODE,
        payWithdrawals: true,
      }
      pglitePreparedStatements = s.data.PGLITE_PREPARED_STATEMENTS
    }
  } else {
    const built = productionChains(env)
    problems.push(...built.problems)
    chains = built.chains
    if (!e.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN: missing (required in production)')
    else if (new URL(e.PUBLIC_ORIGIN).protocol !== 'https:')
      problems.push(
        'PUBLIC_ORIGIN: must be https:// in production (over http the session cookie can be neither Secure nor __Host-)',
      )
    if (!e.DEPOSIT_XPUB) problems.push('DEPOSIT_XPUB: missing (required in production)')
    if (!e.CARD_DATA_KEY) problems.push('CARD_DATA_KEY: missing (required in production)')
    if (!e.DATABASE_URL) problems.push('DATABASE_URL: missing (required in production)')
    // Behind a load balancer without it every client is the balancer's address: one client's spent budget (the
    // webhook's failed signatures, sign-in) would be everyone's. Said on purpose, even when nothing is in front.
    if (e.TRUST_PROXY === undefined)
      problems.push(
        'TRUST_PROXY: missing (required in production: the hop count or addresses of the proxies in front, or none)',
      )
  }
  let issuer: IssuerSettings | undefined
  let enrollment: EnrollmentSettings | undefined
  let walletPushProvisioning = false
  let disputeProvisionalCredit: 'auto' | 'operator' = 'auto'
  const issuerEnv = issuerEnvSchema.safeParse(env)
  if (issuerEnv.success) {
    const resolved = resolveIssuer(e.MODE, issuerEnv.data)
    problems.push(...resolved.problems)
    issuer = resolved.issuer
    walletPushProvisioning = issuerEnv.data.WALLET_PUSH_PROVISIONING === 'on'
    disputeProvisionalCredit = issuerEnv.data.DISPUTE_PROVISIONAL_CREDIT ?? 'auto'
    if (issuerEnv.data.ISSUER_KYC) {
      const kycProvider = issuerEnv.data.KYC_PROVIDER
      // KYC_BYO tells the issuer a check passed: without a provider that runs one, nothing could be true.
      if (issuerEnv.data.ISSUER_KYC === 'byo' && !kycProvider) {
        problems.push('KYC_PROVIDER: required with ISSUER_KYC=byo (the provider that verifies each person)')
      }
      enrollment = {
        workflow: issuerEnv.data.ISSUER_KYC,
        termsVersion: issuerEnv.data.CARDHOLDER_TERMS_VERSION ?? '1',
        ...(issuerEnv.data.ISSUER_KYC === 'byo' && kycProvider ? { kycProvider } : {}),
      }
    }
  } else {
    problems.push(...describeIssues(issuerEnv.error))
  }
  const nftCollection = readNftCollection({ env, mode: e.MODE, enabledChainIds: chains.map((c) => c.id) })
  problems.push(...nftCollection.problems)
  const vapid = readVapidKeys(env)
  problems.push(...vapid.problems)
  if (e.ROLE === 'issuer' && issuer && issuer.kind !== 'lithic') {
    problems.push('ROLE: issuer serves the issuer webhook route, which only ISSUER=lithic has')
  }
  const risk = parseProgramPolicyEnv(riskEnvSchema.parse(env))
  if (!risk.ok) problems.push(...risk.errors.map((error) => `${error.variable}: ${error.message}`))
  const legal = readLegalSettings(e.MODE, env)
  problems.push(...legal.problems)
  const mail = readMailSettings(e.MODE, e.SMTP_URL, e.MAIL_FROM, e.PRODUCT_NAME, e.SMTP_REQUIRE_TLS)
  if ('problem' in mail) problems.push(mail.problem)
  const reservesAnchor = readReservesAnchor(e, chains)
  if ('problem' in reservesAnchor) problems.push(reservesAnchor.problem)
  if (problems.length > 0 || !issuer || !risk.ok) throw new ConfigError(problems)
  const coarse = { maxPer48: e.RATE_LIMIT_PER_48, maxGlobal: e.RATE_LIMIT_GLOBAL }

  return {
    mode: e.MODE,
    role: e.ROLE,
    port: e.PORT,
    host: e.HOST,
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    dataDir,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    databaseDriver: e.DATABASE_DRIVER,
    pglitePreparedStatements,
    sessionTtlMs: e.SESSION_TTL,
    sessionIdleMs: e.SESSION_IDLE,
    ...(e.ADMIN_TOKEN ? { adminToken: e.ADMIN_TOKEN } : {}),
    ...('value' in operators && operators.value.length > 0 ? { adminTokens: operators.value } : {}),
    ...('value' in adminListener && adminListener.value ? { adminListener: adminListener.value } : {}),
    productName: e.PRODUCT_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    createOrderDisabled: e.CREATE_ORDER_DISABLED,
    membershipEnabled: e.MEMBERSHIP_ENABLED,
    ...(e.WALLETCONNECT_PROJECT_ID ? { walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID } : {}),
    logLevel: e.LOG_LEVEL,
    chains,
    ...(sandbox ? { sandbox } : {}),
    ...(e.DEPOSIT_XPUB ? { depositXpub: e.DEPOSIT_XPUB } : {}),
    ...(e.CARD_DATA_KEY ? { cardDataKey: e.CARD_DATA_KEY } : {}),
    ...(e.RESERVES_SIGNER_KEY ? { reservesSignerKey: normalizedKey(e.RESERVES_SIGNER_KEY) } : {}),
    reservesKeepTrees: e.RESERVES_KEEP_TREES,
    ...('value' in reservesAnchor && reservesAnchor.value ? { reservesAnchor: reservesAnchor.value } : {}),
    rateLimit: {
      nonce: { ...coarse, max: e.RATE_LIMIT_NONCE, timeWindowMs: 60_000 },
      auth: { ...coarse, max: e.RATE_LIMIT_AUTH, timeWindowMs: 60_000 },
    },
    budgets: budgetsOf(e),
    withdrawals: withdrawalSettingsFromEnv(e),
    issuer,
    programPolicy: risk.policy,
    ...(enrollment ? { enrollment } : {}),
    ...(walletPushProvisioning ? { walletPushProvisioning } : {}),
    ...(disputeProvisionalCredit === 'operator' ? { disputeProvisionalCredit } : {}),
    trustProxy: 'value' in trustProxy ? trustProxy.value : false,
    ...('value' in metrics && metrics.value ? { metrics: metrics.value } : {}),
    logFormat: 'value' in logFormat ? logFormat.value : 'json',
    ...(nftCollection.value ? { nftCollection: nftCollection.value } : {}),
    validateResponses: e.VALIDATE_RESPONSES,
    ...(vapid.value ? { vapid: vapid.value } : {}),
    ...('value' in mail && mail.value ? { mail: mail.value } : {}),
    ...(legal.value ? { legal: legal.value } : {}),
  }
}

/** A hex private key as viem takes it: 0x and lowercase. */
/**
 * RESERVES_ANCHOR_CHAIN with the key that pays for its transactions: the chain must be enabled; production
 * needs RESERVES_ANCHOR_KEY, the sandbox pays from anvil's dev account 9 (a public key for a local chain, one
 * no other part of the sandbox sends from).
 */
function readReservesAnchor(
  e: { MODE: string; RESERVES_ANCHOR_CHAIN?: number | undefined; RESERVES_ANCHOR_KEY?: string | undefined },
  chains: readonly ChainRuntime[],
): { value: ReservesAnchorSettings | undefined } | { problem: string } {
  if (e.RESERVES_ANCHOR_CHAIN === undefined) return { value: undefined }
  const chainId = e.RESERVES_ANCHOR_CHAIN
  if (!chains.some((chain) => chain.id === chainId))
    return { problem: `RESERVES_ANCHOR_CHAIN: chain ${chainId} is not one of the enabled chains` }
  if (e.RESERVES_ANCHOR_KEY) return { value: { chainId, key: normalizedKey(e.RESERVES_ANCHOR_KEY) } }
  if (e.MODE !== 'sandbox')
    return {
      problem: 'RESERVES_ANCHOR_KEY: required with RESERVES_ANCHOR_CHAIN (it pays for the transactions)',
    }
  const devAccount9 = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 9,
  })
  return { value: { chainId, key: toHex(devAccount9.getHdKey().privateKey!) } }
}

function normalizedKey(key: string): `0x${string}` {
  return `0x${key.replace(/^0x/, '').toLowerCase()}`
}
