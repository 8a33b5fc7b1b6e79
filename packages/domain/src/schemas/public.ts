// Public routes (API.md "Public"): health and the per-deployment config the web app boots from.
import { z } from 'zod'
import { Address, BaseUnits, ChainId, ProductId, TokenCurrency } from './common'
import { ProgramPolicyView } from './controls'
import { EnrollmentWorkflow } from './enrollment'
import { LegalLinks } from './legal'

const UpDown = z.enum(['ok', 'down'])

const ChainKey = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a chain id')

/**
 * What the payment watcher of a chain last saw (from the database, so every instance answers the same):
 * how many blocks the scan is behind the head, when its last pass ended, and while the chain's provider
 * keeps failing, the last error and how many passes in a row failed.
 */
export const WatcherHealth = z.object({
  lagBlocks: z.int().nonnegative().nullable(),
  lastPassAt: z.iso.datetime({ precision: 3 }).nullable(),
  failures: z.int().nonnegative(),
  lastError: z.string().max(500).nullable(),
})

/**
 * Which card issuer the server runs, whether its API answers (the sandbox issuer is in-process:
 * always `ok`) and the program's policy. Nothing else about it: no URL, no key.
 */
export const IssuerHealth = z.object({
  name: z.enum(['sandbox', 'lithic']),
  state: UpDown,
  /** The program's policy its authorization decisions apply (RISK_* variables), as the sponsor bank reviews it. */
  policy: ProgramPolicyView,
})

/**
 * `status` is "ok" when the database, every enabled chain and the card issuer answer and no watcher is
 * failing, else "degraded". `watchers` is keyed by chain id like `chains`.
 */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: UpDown,
  chains: z.record(ChainKey, UpDown),
  watchers: z.record(ChainKey, WatcherHealth),
  issuer: IssuerHealth,
})

const HttpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(2_048)

/**
 * Token logo: empty (no logo), an http(s) or ipfs URL, a path on this site ("/tokens/usdt.svg"), or a
 * base64 data URI of a png, svg or webp image.
 */
export const LogoUri = z.union([
  z.literal(''),
  z.url({ protocol: /^(?:https?|ipfs)$/, message: 'must be an http(s) or ipfs URL' }).max(2_048),
  z
    .string()
    .max(2_048)
    .regex(/^\/(?!\/)[A-Za-z0-9._~/-]*$/, 'must be a path on this site (not protocol-relative)'),
  z
    .string()
    .max(65_536)
    .regex(
      /^data:image\/(?:png|svg\+xml|webp);base64,[A-Za-z0-9+/]+={0,2}$/,
      'must be a base64 image data URI',
    ),
])

/** A token the web app can pay with (SPEC section 3). `max` is an optional cap in base units. */
export const Token = z.object({
  symbol: z.string().min(1).max(32),
  name: z.string().min(1).max(100),
  decimals: z.int().min(0).max(36),
  address: Address,
  isNative: z.boolean(),
  chainId: ChainId,
  logoURI: LogoUri,
  max: BaseUnits.optional(),
})

/** Native currency of a chain, in the shape viem and wagmi chain definitions use (`NativeCurrency` of constants). */
export const ChainNativeCurrency = z.object({
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(16),
  decimals: z.int().min(0).max(36),
})

export const ChainConfig = z.object({
  id: ChainId,
  name: z.string().min(1).max(64),
  nativeCurrency: ChainNativeCurrency,
  rpcUrl: HttpUrl,
  blockExplorerUrl: HttpUrl.optional(),
  testnet: z.boolean(),
  orderCurrency: TokenCurrency,
  requiredConfirmations: z.int().min(1).max(1_000),
  swapRouter: Address.optional(),
  tokens: z.array(Token).max(5_000),
})

export const ConfigResponse = z.object({
  productName: z.string().min(1).max(100),
  supportEmail: z.email().max(254),
  sandbox: z.boolean(),
  createOrderDisabled: z.boolean(),
  walletConnectProjectId: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .optional(),
  chains: z.array(ChainConfig).max(32),
  otpOnlyProductIds: z.array(ProductId).max(100),
  /** The Terms, the Privacy notice and the legal notice (Impressum), linked in the footer and the application. */
  legal: LegalLinks,
  /**
   * How the program enrolls cardholders with the issuer (null or absent: it does not; the
   * application asks for contact details only), and the version of the cardholder terms an application accepts.
   */
  enrollment: z
    .object({ workflow: EnrollmentWorkflow, termsVersion: z.string().max(40) })
    .nullable()
    .optional(),
  /**
   * The address of the key that signs each proof-of-reserves root (API.md "Proof of reserves"): a browser
   * checking a proof trusts the signature only when it recovers to this one. Null or absent: none is published.
   */
  reservesSigner: Address.nullable().optional(),
})

export type WatcherHealth = z.infer<typeof WatcherHealth>
export type HealthResponse = z.infer<typeof HealthResponse>
export type IssuerHealth = z.infer<typeof IssuerHealth>
export type LogoUri = z.infer<typeof LogoUri>
export type Token = z.infer<typeof Token>
export type ChainConfig = z.infer<typeof ChainConfig>
export type ConfigResponse = z.infer<typeof ConfigResponse>
