// Apple Pay and Google Pay: a card's digital wallet tokens, and what its owner can do with them.
import { z } from 'zod'
import { Id, IsoDateTime } from './common'
import { WALLET_TOKEN_STATUS_VALUES } from './refusalValues'

export const WalletName = z.enum(['apple_pay', 'google_pay', 'samsung_pay', 'other'])

/**
 * Where a wallet token stands: `pending` (added, waiting for its activation: the wallet may ask for the code
 * shown here), `active`, `paused` (by its owner or because the card is locked), `removed`, `declined`.
 */
export const WalletTokenStatus = z.enum(WALLET_TOKEN_STATUS_VALUES)

/** A wallet token of a card: which wallet, which device (as the issuer names it), its status, its activation code. */
export const WalletToken = z.object({
  id: Id,
  wallet: WalletName,
  device: z.string().max(100).nullable(),
  status: WalletTokenStatus,
  /** The one-time code the wallet asks for to activate the token, while it is valid (never logged). */
  activationCode: z
    .string()
    .regex(/^[A-Za-z0-9]{4,12}$/)
    .optional(),
  activationCodeExpiresAt: IsoDateTime.optional(),
  addedAt: IsoDateTime,
})

/** `GET /card/{id}/wallets`: the card's wallet tokens, newest first. */
export const WalletTokenListResponse = z.object({ items: z.array(WalletToken) })

/** `POST /card/{id}/wallets/{tokenId}/{action}`: pause, resume or remove a wallet token. */
export const WalletTokenParams = z.object({
  id: Id,
  tokenId: Id,
  action: z.enum(['pause', 'resume', 'remove']),
})

/** `POST /api/sandbox/cards/{id}/tokenizations` (sandbox only): a wallet asks to add the card. */
export const SandboxTokenizationBody = z.strictObject({
  wallet: WalletName.exclude(['other']),
  device: z.string().trim().min(1).max(60),
  /**
   * The wallet's own recommendation (default green): green is approved (the owner pushes the card from our app),
   * yellow asks the person for an activation code, red is declined.
   */
  recommendation: z.enum(['green', 'yellow', 'red']).optional(),
})

const opaque = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9+/=_.:-]+$/, 'must be base64 or hex')
    .max(max)

/**
 * `POST /card/{id}/wallets/provision` (push provisioning, when the program enables it): what the
 * wallet's SDK handed the app to add the card without typing it. `app`: Apple's in-app provisioning
 * (`certificate`, `nonce`, `nonceSignature`) or Google's and Samsung's (`clientDeviceId`,
 * `clientWalletAccountId`); `web`: the wallet's web push provisioning (`serverSessionId` for Google).
 */
export const WalletProvisionBody = z.strictObject({
  wallet: WalletName.exclude(['other']),
  channel: z.enum(['app', 'web']),
  certificate: opaque(16_384).optional(),
  nonce: opaque(512).optional(),
  nonceSignature: opaque(4_096).optional(),
  clientDeviceId: opaque(256).optional(),
  clientWalletAccountId: opaque(256).optional(),
  /** Google Pay web push provisioning's session (a UUID, as Lithic takes it). */
  serverSessionId: z.uuid({ message: 'must be a UUID' }).optional(),
})

/**
 * The issuer's activation data for the wallet (its encrypted provisioning payload, or the web provisioning
 * response as JSON), handed to the wallet's SDK as it is. Never cached or logged.
 */
export const WalletProvisionResponse = z.object({
  wallet: WalletName,
  channel: z.enum(['app', 'web']),
  payload: z.string().max(200_000),
})

export type WalletProvisionBody = z.infer<typeof WalletProvisionBody>
export type WalletProvisionResponse = z.infer<typeof WalletProvisionResponse>
export type WalletName = z.infer<typeof WalletName>
export type WalletTokenStatus = z.infer<typeof WalletTokenStatus>
export type WalletToken = z.infer<typeof WalletToken>
export type WalletTokenListResponse = z.infer<typeof WalletTokenListResponse>
export type WalletTokenParams = z.infer<typeof WalletTokenParams>
export type SandboxTokenizationBody = z.infer<typeof SandboxTokenizationBody>
