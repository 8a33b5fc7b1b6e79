import type { ProgramPolicy } from '@chaincard/domain'
import type { Address } from 'viem'
import type { AdminListener } from './adminListener'
import type { LogFormat } from './logFormat'
import type { MetricsListener } from './metricsListener'
import type { NftCollectionSetting } from './nftCollectionEnv'
import type { OperatorToken } from './operatorTokens'
import type { TrustProxy } from './parseTrustProxy'

export type { LogFormat } from './logFormat'

export type Mode = 'sandbox' | 'production'

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

/** A token as the web app sees it (API.md "Token"); amounts elsewhere are in its base units. */
export type ChainToken = {
  symbol: string
  name: string
  decimals: number
  address: Address
  isNative: boolean
  chainId: number
  logoURI: string
  max?: string
}

/**
 * When a block counts as final, so the credits in it may settle into the spendable balance: the node's
 * `finalized` block tag, or a fixed depth below the head (`FINALITY_DEPTH_<chainId>`).
 */
export type ChainFinality = { kind: 'tag' } | { kind: 'depth'; depth: number }

/** Everything the server needs to know about one enabled chain. */
export type ChainRuntime = {
  id: number
  name: string
  /** Server-side RPC endpoint (may carry a provider key: never sent to browsers). */
  rpcUrl: string
  /** RPC endpoint published to the web app in GET /api/config. */
  publicRpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
  testnet: boolean
  requiredConfirmations: number
  /** Currency id of the order currency (e.g. `usdt`, `usdc-arb-erc20`) and its token. */
  orderCurrency: { id: string; token: ChainToken }
  tokens: ChainToken[]
  swapRouter?: Address
  finality: ChainFinality
  /** How often the watcher looks for a new head when it has no WebSocket subscription. */
  pollIntervalMs: number
  /** WebSocket RPC for `eth_subscribe("newHeads")` (`WS_RPC_URL_<chainId>`); polling without it. */
  wsRpcUrl?: string
  /**
   * ERC-20 tokens whose transfers to a receiving address are held as `unsupported_token` exceptions (every
   * token of the chain's list except the order currency); the native coin is watched too.
   */
  watchedTokens: ChainToken[]
}

export type RateLimitRule = {
  /** Requests per window from one client (an IPv4 address or an IPv6 /64). */
  max: number
  timeWindowMs: number
  /** Requests per window from one IPv6 /48 (RATE_LIMIT_PER_48); none when absent. */
  maxPer48?: number
  /** Requests per window from every client together (RATE_LIMIT_GLOBAL); none when absent. */
  maxGlobal?: number
}

export type SandboxSettings = {
  settlementDelayMs: number
  applicationDelayMs: number
  inviteCode: string
  /**
   * The sandbox pays withdrawals itself from a dev account (`withdrawal-payouts` job); set by loadConfig, absent
   * in configs built in code (tests that pay as an operator must not race it).
   */
  payWithdrawals?: boolean
}

/**
 * What this process does: `all` (the default) serves the API and runs the background jobs; `api` serves the
 * API only; `worker` runs the background jobs (watchers, settlement, membership, application sweeps) and
 * answers only health and readiness. Jobs run once across every worker and all process (job locks).
 */
/**
 * What a process serves: `all` (API and jobs), `api` (API only), `worker` (jobs; health only), `issuer` (only
 * the issuer's webhook routes and health, no jobs: an instance the card network's decisions cannot be starved on).
 */
export type Role = 'all' | 'api' | 'worker' | 'issuer'
/** Lithic, the production card issuer (apps/server/README "Connecting a Lithic account"). */
export type LithicSettings = {
  /** Secret: never logged. */
  apiKey: string
  /** `sandbox` or `production` (the SDK's environments), or an explicit `baseURL` (contract tests: Prism). */
  environment: 'sandbox' | 'production'
  baseUrl?: string
  /** Secrets of the Standard Webhooks signatures Lithic puts on its deliveries (one or more). */
  webhookSecrets: readonly string[]
  /** 3DS decisioning: purchases above this (micro-USD) are challenged (LITHIC_3DS_CHALLENGE_ABOVE). Default 100 USD. */
  threeDsChallengeAboveMicro?: bigint
  /**
   * The event subscription whose failed deliveries the daily reconciliation asks Lithic to resend (`recover`)
   * for the time since its last run; without it, nothing is asked (the transactions are still read back).
   */
  eventSubscriptionToken?: string
  /**
   * Days back the daily reconciliation re-reads Lithic's transactions and makes up missed days
   * (ISSUER_RECONCILE_DAYS). Default 30.
   */
  reconcileDays?: number
}

/**
 * E-mail notifications: where mail goes (SMTP_URL, a secret: never logged), or the sandbox's own SMTP
 * catcher (sandbox without SMTP_URL), and the sender (MAIL_FROM).
 */
export type MailSettings = {
  from: string
  /** `requireTls` (SMTP_REQUIRE_TLS): no mail leaves over a connection that is not encrypted. */
  smtp: { kind: 'url'; url: string; requireTls: boolean } | { kind: 'sandbox-catcher' }
}

/** The three legal pages, by their key in GET /api/config. */
export type LegalPageKey = 'terms' | 'privacy' | 'legalNotice'

/**
 * Where one legal page comes from: the operator's URL (TERMS_URL...), Markdown in LEGAL_DIR (`dir`, absolute), or
 * the sandbox's sample page (sandbox only).
 */
export type LegalSource =
  | { kind: 'url'; url: string }
  | { kind: 'markdown'; dir: string }
  | { kind: 'sample' }

export type LegalSettings = Record<LegalPageKey, LegalSource>

/** How cardholders are enrolled with the issuer, and the version of the terms they accept. */
export type EnrollmentSettings = {
  workflow: 'exempt' | 'basic' | 'byo'
  termsVersion: string
  /** `byo`: the KYC provider whose passes are recorded per person (KYC_PROVIDER, required with byo). */
  kycProvider?: string | undefined
}

/** Where a reserves snapshot's signed text is published: a chain of the enabled ones, and the paying key. */
export type ReservesAnchorSettings = { chainId: number; key: `0x${string}` }

/** Which card issuer the server talks to: the built-in sandbox issuer, or Lithic. */
export type IssuerSettings = { kind: 'sandbox' } | { kind: 'lithic'; lithic: LithicSettings }

export type Config = {
  mode: Mode
  role: Role
  port: number
  host: string
  /** Normalised origin, e.g. `http://localhost:8080` (no trailing slash). */
  publicOrigin: string
  dataDir: string
  /** PostgreSQL URL; absent means embedded PGlite under `dataDir/db`. */
  databaseUrl?: string
  /** The driver under Drizzle on PostgreSQL: node-postgres (`pg`) or postgres.js (`postgres`). */
  databaseDriver: 'pg' | 'postgres'
  /** PGlite: statements its worker keeps prepared (0: none, each run planned again). */
  pglitePreparedStatements: number
  sessionTtlMs: number
  /** SESSION_IDLE: a session not used for longer is refused (401), its event streams ended. */
  sessionIdleMs: number
  /**
   * ADMIN_TOKEN: one operator token in clear, kept working as the operator named `admin` (ADMIN_TOKENS is
   * preferred: it names each operator and holds only digests).
   */
  adminToken?: string
  /** ADMIN_TOKENS: each operator's name and the SHA-256 of their token. */
  adminTokens?: OperatorToken[]
  /** ADMIN_PORT, ADMIN_HOST: `/api/admin` on a listener of its own; absent: on the public port. */
  adminListener?: AdminListener
  productName: string
  supportEmail: string
  createOrderDisabled: boolean
  /** The membership programme (levels and rebates); GET /user/membership answers enable false when off. */
  membershipEnabled: boolean
  walletConnectProjectId?: string
  logLevel: LogLevel
  chains: ChainRuntime[]
  /** Present in sandbox mode only. */
  sandbox?: SandboxSettings
  /** BIP-32 extended public key for deposit addresses (production; sandbox derives its own). */
  depositXpub?: string
  /** 32-byte key (hex) for card data at rest (production; sandbox derives its own). */
  cardDataKey?: string
  /**
   * RESERVES_SIGNER_KEY: the attestation key (0x + 64 hex) that signs reserves snapshots; absent in production
   * means no snapshots, in the sandbox a key generated into DATA_DIR.
   */
  reservesSignerKey?: `0x${string}`
  /** RESERVES_KEEP_TREES: how many of the latest reserves snapshots keep their trees (>= 1). */
  reservesKeepTrees: number
  /** RESERVES_ANCHOR_CHAIN (and the key that pays): each snapshot's signed text published in a transaction. */
  reservesAnchor?: ReservesAnchorSettings
  rateLimit: {
    nonce: RateLimitRule
    auth: RateLimitRule
  }
  /** Per-user budgets (README "Configuration"), counted in the database so every instance shares them. */
  budgets: Budgets
  /** The card issuer (ISSUER). Absent means the sandbox issuer (tests build configs without it). */
  issuer?: IssuerSettings
  /** Cardholder enrollment with the issuer (ISSUER_KYC, CARDHOLDER_TERMS_VERSION); absent: none. */
  enrollment?: EnrollmentSettings
  /** Push provisioning to Apple Pay and Google Pay (WALLET_PUSH_PROVISIONING=on). */
  walletPushProvisioning?: boolean
  /**
   * DISPUTE_PROVISIONAL_CREDIT: who grants Reg E's provisional credit of a Chargebacks API dispute open 10
   * business days: the sweep itself (`auto`, absent) or an operator (`operator`: an exception row each).
   */
  disputeProvisionalCredit?: 'auto' | 'operator'
  /**
   * The program's risk policy (RISK_* variables), decided in every authorization; loadConfig always sets it,
   * a Config built in code without it has the domain's defaults (`programPolicyOf`); mirrored at Lithic as
   * Auth Rules v2 by `ops issuer rules sync`.
   */
  programPolicy?: ProgramPolicy
  /** Running as a service: whose X-Forwarded-For counts (TRUST_PROXY). */
  trustProxy: TrustProxy
  /** The Prometheus listener (METRICS_PORT, METRICS_HOST); absent when off. */
  metrics?: MetricsListener
  /** LOG_FORMAT: readable lines (sandbox) or JSON (production). */
  logFormat: LogFormat
  /** Production: NFT_COLLECTION_<chainId>, the collection whose holders get the nft program (sandbox: its own). */
  nftCollection?: NftCollectionSetting
  /** VALIDATE_RESPONSES: check every JSON answer against its response schema (the test suite does). */
  validateResponses: boolean
  /** Web Push (VAPID_*): the key pair; absent in production means push is off, in the sandbox a generated pair. */
  vapid?: VapidKeys
  /** Tests only (never from the environment): push endpoints over http, to a push service on 127.0.0.1. */
  pushAllowHttpEndpoints?: boolean
  /** Legal pages (TERMS_URL, PRIVACY_URL, LEGAL_NOTICE_URL, LEGAL_DIR); absent means the sandbox's sample pages. */
  legal?: LegalSettings
  /** Withdrawals (WITHDRAWAL_FEE, WITHDRAWAL_DAILY_LIMIT, WITHDRAWALS_PER_HOUR); absent: the defaults. */
  withdrawals?: WithdrawalSettings
  /** E-mail notifications; absent: no mail is sent (production without SMTP_URL, the tests unless they ask). */
  mail?: MailSettings
}

/** What a withdrawal of a card's balance costs and may be. */
export type WithdrawalSettings = {
  /** The fee of one withdrawal, micro-USD (may be 0), shown before the owner asks. */
  feeMicro: bigint
  /** What one owner may withdraw in a rolling 24 hours (failed withdrawals not counted), micro-USD. */
  dailyLimitMicro: bigint
  /** Withdrawal requests one owner may send an hour (429 beyond). */
  requestsPerHour: number
}

/** Web Push's VAPID key pair (base64url) and the subject the push services may contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

/** What one person (or one browser) may spend of what costs a connection, a render, mail or RPC calls. */
export type Budgets = {
  /** NONCES_PER_CLIENT: unused sign-in nonces one browser keeps (its newest). */
  noncesPerClient: number
  /** STREAMS_PER_SESSION, STREAMS_PER_ADDRESS: open event streams; a new one closes the oldest beyond these. */
  streamsPerSession: number
  streamsPerAddress: number
  /** STREAMS_GLOBAL: open event streams of everyone on every instance; beyond it 503 `streams_full`. */
  streamsGlobal: number
  /** STATEMENT_WORKERS: threads rendering statements; STATEMENT_QUEUE: renders waiting, 429 beyond. */
  statementWorkers: number
  statementQueue: number
  /** STATEMENTS_PER_HOUR: statements one owner may download an hour. */
  statementsPerHour: number
  /** CONTACT_ADDRESSES_PER_DAY: new e-mail addresses one owner may give a day. */
  contactAddressesPerDay: number
  /** VERIFICATION_MAILS_PER_HOUR: verification mails to one address an hour. */
  verificationMailsPerHour: number
  /** PAYMENT_REPORTS_PER_HOUR (per owner), PAYMENT_REPORTS_PER_CARD_PER_HOUR: reported transactions. */
  paymentReportsPerHour: number
  paymentReportsPerCardPerHour: number
  /** REJECTED_REPORTS_PER_CARD_PER_DAY: `rejected_report` exceptions one card may raise a day. */
  rejectedReportsPerCardPerDay: number
  /** SWAP_QUOTES_PER_MINUTE: swap quotes one owner may ask a minute. */
  swapQuotesPerMinute: number
}
