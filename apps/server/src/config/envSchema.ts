import { z } from 'zod'
import { parseDuration } from './parseDuration'

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const ms = parseDuration(text)
      if (ms === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a duration like 30s, 10m, 12h or 7d (got "${text}")`,
        })
        return z.NEVER
      }
      return ms
    })

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(1).max(max).default(fallback)

/** A USD amount setting ("1000", "0.50"): at most 2 decimals, never negative; kept as the decimal string. */
const usdSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .pipe(z.string().regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/, 'must be a USD amount like 1000 or 0.50'))

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

/** The variables every mode reads. Chain variables (`RPC_URL_<id>`...) are read separately. */
export const baseEnvSchema = z.object({
  MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  ROLE: z.enum(['all', 'api', 'worker', 'issuer']).default('all'),
  PORT: positiveInt(8080, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_DRIVER: z.enum(['pg', 'postgres']).default('pg'),
  SESSION_TTL: duration('7d'),
  SESSION_IDLE: duration('12h'),
  ADMIN_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  // Operators with names: `name:sha256hex` pairs (operatorTokens.ts).
  ADMIN_TOKENS: optionalText,
  // /api/admin on a listener of its own (adminListener.ts).
  ADMIN_PORT: optionalText,
  ADMIN_HOST: optionalText,
  PRODUCT_NAME: z
    .string()
    .regex(
      /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/,
      'must be ASCII letters, digits, spaces and URI punctuation only (it is part of the EIP-4361 Sign-In statement)',
    )
    .default('Chaincard'),
  SUPPORT_EMAIL: z.email().default('support@chaincard.example'),
  CREATE_ORDER_DISABLED: flag,
  MEMBERSHIP_ENABLED: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .default('true')
    .transform((v) => v === '' || v === 'true' || v === '1' || v === 'yes'),
  WALLETCONNECT_PROJECT_ID: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEPOSIT_XPUB: optionalText.pipe(
    z
      .string()
      .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,}$/, 'must be an xpub')
      .optional(),
  ),
  CARD_DATA_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be 32 bytes of hex')
      .optional(),
  ),
  // The attestation key that signs each reserves snapshot's root (a secret, never logged); without it in
  // production no snapshot is taken. The sandbox generates one into DATA_DIR.
  RESERVES_SIGNER_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be a 32-byte private key in hex')
      .optional(),
  ),
  // How many of the latest reserves snapshots keep their trees (what proofs are made from); older ones keep
  // their header, root and signature only.
  RESERVES_KEEP_TREES: positiveInt(30),
  // A chain (its id, one of the enabled chains) on which each snapshot's signed text is published in a
  // transaction's calldata, paid by RESERVES_ANCHOR_KEY (a secret; the sandbox uses anvil's dev account 9).
  RESERVES_ANCHOR_CHAIN: z.coerce.number().int().min(1).optional(),
  RESERVES_ANCHOR_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be a 32-byte private key in hex')
      .optional(),
  ),
  RATE_LIMIT_NONCE: positiveInt(30),
  RATE_LIMIT_AUTH: positiveInt(30),
  RATE_LIMIT_PER_48: positiveInt(300),
  RATE_LIMIT_GLOBAL: positiveInt(6000),
  // Per-user budgets of what costs a connection, a render, mail or RPC calls, counted in the database so every
  // instance shares them (README "Configuration").
  NONCES_PER_CLIENT: positiveInt(5, 100),
  STREAMS_PER_SESSION: positiveInt(3, 100),
  STREAMS_PER_ADDRESS: positiveInt(10, 1000),
  STREAMS_GLOBAL: positiveInt(2000),
  STATEMENT_WORKERS: positiveInt(2, 64),
  STATEMENT_QUEUE: positiveInt(8, 1000),
  STATEMENTS_PER_HOUR: positiveInt(20),
  CONTACT_ADDRESSES_PER_DAY: positiveInt(3),
  VERIFICATION_MAILS_PER_HOUR: positiveInt(1),
  PAYMENT_REPORTS_PER_HOUR: positiveInt(30),
  PAYMENT_REPORTS_PER_CARD_PER_HOUR: positiveInt(10),
  REJECTED_REPORTS_PER_CARD_PER_DAY: positiveInt(3),
  SWAP_QUOTES_PER_MINUTE: positiveInt(30),
  // Withdrawals of a card's balance (withdrawalSettings.ts): the fee, the per-owner limit a rolling day, and the
  // requests one owner may send an hour (each verifies a signature, perhaps by RPC).
  WITHDRAWAL_FEE: usdSetting('0'),
  WITHDRAWAL_DAILY_LIMIT: usdSetting('1000'),
  WITHDRAWALS_PER_HOUR: positiveInt(10),
  // Running as a service; parsed further in loadConfig.
  TRUST_PROXY: optionalText,
  METRICS_PORT: optionalText,
  METRICS_HOST: optionalText,
  LOG_FORMAT: optionalText,
  VALIDATE_RESPONSES: flag,
  // E-mail notifications: the SMTP server (smtp:// or smtps://, user and password in the URL; a
  // secret, never logged) and the sender. Without SMTP_URL: production sends no mail, the sandbox its catcher.
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  // Refuse to send over a connection that is not encrypted (smtp:// must upgrade with STARTTLS).
  SMTP_REQUIRE_TLS: flag,
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .max(200)
      .regex(
        /^[^\r\n]*<?[^\s<>@]+@[^\s<>@]+>?$/,
        'must be an address, optionally with a name: Name <a@b.example>',
      )
      .optional(),
  ),
})

/** One Standard Webhooks secret as Lithic hands it out (`whsec_` and base64). */
const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'must be a webhook secret "whsec_<base64>"')

/**
 * The program's risk policy (README "Program policy"), decided in every authorization: read and checked as a
 * whole by the domain's `parseProgramPolicyEnv`, which names every mistake; each unset or empty falls back to its
 * default.
 */
export const riskEnvSchema = z.object({
  RISK_BLOCKED_MCCS: z.string().optional(),
  RISK_CASH: z.string().optional(),
  RISK_DAILY_AMOUNT: z.string().optional(),
  RISK_DAILY_COUNT: z.string().optional(),
  RISK_MONTHLY_AMOUNT: z.string().optional(),
  RISK_AVS: z.string().optional(),
})

/**
 * The card issuer (DESIGN "Cards, issuer, users"). `ISSUER` has no default here: sandbox mode defaults to
 * `sandbox`, production requires `lithic` (checked in loadConfig, which knows the mode).
 */
export const issuerEnvSchema = z.object({
  ISSUER: optionalText.pipe(z.enum(['sandbox', 'lithic']).optional()),
  /**
   * Cardholder enrollment with the issuer: `exempt` (Lithic KYC_EXEMPT, prepaid card user), `basic`
   * (KYC_BASIC: date of birth and government id too) or `byo` (KYC_BYO: the program verified the person);
   * unset: cards are issued without an account holder.
   */
  ISSUER_KYC: optionalText.pipe(z.enum(['exempt', 'basic', 'byo']).optional()),
  /**
   * With ISSUER_KYC=byo (required then): the KYC provider that verifies each person (its passes are recorded
   * per person, `ops enrollment kyc-passed`); its name as operators know it, e.g. `persona`.
   */
  KYC_PROVIDER: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, ".", "_" or "-"')
      .optional(),
  ),
  /**
   * Push provisioning to Apple Pay and Google Pay (`POST /api/card/{id}/wallets/provision`): `on`
   * only once the program holds the wallets' entitlements (README "Apple Pay and Google Pay"); default off.
   */
  WALLET_PUSH_PROVISIONING: optionalText.pipe(z.enum(['on', 'off']).optional()),
  /**
   * Reg E's provisional credit for a Chargebacks API dispute open 10 business days: `auto` (default) credits
   * it, `operator` raises a `dispute_provisional_credit` exception for a person to grant or withhold.
   */
  DISPUTE_PROVISIONAL_CREDIT: optionalText.pipe(z.enum(['auto', 'operator']).optional()),
  /** The version of the cardholder terms an application accepts (recorded with each enrollment); default 1. */
  CARDHOLDER_TERMS_VERSION: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, ".", "_" or "-"')
      .optional(),
  ),
  LITHIC_API_KEY: optionalText,
  LITHIC_ENVIRONMENT: optionalText.pipe(z.enum(['sandbox', 'production']).optional()),
  LITHIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * 3DS customer decisioning: purchases above this many USD ("100.00") are challenged (the owner confirms in
   * the app); default 100.00.
   */
  LITHIC_3DS_CHALLENGE_ABOVE: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a USD amount such as 100.00')
      .optional(),
  ),
  /**
   * How many days back the daily reconciliation with the issuer re-reads its transactions (late clearings,
   * returns, corrections of transactions created in that time) and makes up missed days; default 30.
   */
  ISSUER_RECONCILE_DAYS: positiveInt(30, 400),
  /** The event subscription (`ep_...` or its token) whose failed deliveries reconciliation recovers. */
  LITHIC_EVENT_SUBSCRIPTION_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the event subscription token')
      .optional(),
  ),
  /**
   * Comma-separated: the event subscription's secret, the ASA secret (`GET /v1/auth_stream/secret`) and, with
   * 3DS decisioning, its secret. A delivery is genuine when its signature verifies under one of them.
   */
  LITHIC_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .transform((text) => text.split(',').map((part) => part.trim()))
      .pipe(z.array(webhookSecret).min(1))
      .optional(),
  ),
})

/** Sandbox-only variables. */
export const sandboxEnvSchema = z.object({
  REQUIRED_CONFIRMATIONS: positiveInt(2, 1000),
  SETTLEMENT_DELAY: duration('30s'),
  APPLICATION_DELAY: duration('5s'),
  SANDBOX_INVITE_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{4,32}$/, 'must be 4 to 32 letters or digits')
    .default('WELCOME'),
  // PGlite (the sandbox's database; production requires DATABASE_URL): statements its worker keeps prepared.
  PGLITE_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(10_000).default(256),
})

/**
 * Web Push: the VAPID key pair (P-256, base64url as web-push's generateVAPIDKeys writes it) and the
 * contact the push services may reach (`mailto:` or `https:`). All three or none: none turns push off in
 * production; the sandbox then generates a pair once into DATA_DIR.
 */
export const pushEnvSchema = z.object({
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (65 bytes)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (32 bytes)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
})

/**
 * Legal pages: each of the Terms, the Privacy notice and the legal notice (Impressum) is a URL the
 * operator hosts, or Markdown in LEGAL_DIR (`terms.md`, `privacy.md`, `legal-notice.md`, and per language
 * `terms.de.md`...). A URL wins over the folder. Production requires all three; the sandbox has sample pages.
 */
export const legalEnvSchema = z.object({
  TERMS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PRIVACY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LEGAL_NOTICE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LEGAL_DIR: optionalText,
})

export type IssuerEnv = z.output<typeof issuerEnvSchema>

/** Turns zod issues into `VAR: problem` lines. */
export function describeIssues(error: z.ZodError, prefix = ''): string[] {
  return error.issues.map((issue) => {
    const key = issue.path.join('.') || '(env)'
    const missing = issue.code === 'invalid_type' && issue.input === undefined
    return `${prefix}${key}: ${missing ? 'missing' : issue.message}`
  })
}
