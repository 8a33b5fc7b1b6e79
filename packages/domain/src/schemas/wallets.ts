// Apple Pay and Google Pay (issue 30): a card's digital wallet tokens, and what its owner can do with them.
import { z } from 'zod'
import { Id, IsoDateTime } from './common'

export const WalletName = z.enum(['apple_pay', 'google_pay', 'samsung_pay', 'other'])

/**
 * Where a wallet token stands: `pending` (added, waiting for its activation: the wallet may ask for the code
 * shown here), `active`, `paused` (by its owner or because the card is locked), `removed`, `declined`.
 */
export const WalletTokenStatus = z.enum(['pending', 'active', 'paused', 'removed', 'declined'])

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
})

export type WalletName = z.infer<typeof WalletName>
export type WalletTokenStatus = z.infer<typeof WalletTokenStatus>
export type WalletToken = z.infer<typeof WalletToken>
export type WalletTokenListResponse = z.infer<typeof WalletTokenListResponse>
export type WalletTokenParams = z.infer<typeof WalletTokenParams>
export type SandboxTokenizationBody = z.infer<typeof SandboxTokenizationBody>
