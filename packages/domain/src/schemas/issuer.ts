// What the card issuer shows the owner (API.md "Cards and orders"): the pending 3DS challenge of a
// card with its answer, and how the card's number and CVV are shown (the issuer's hosted embed in production,
// the sandbox's one-time image otherwise).
import { z } from 'zod'
import { CurrencyAmount, FiatCurrency, Id, IsoDateTime } from './common'

/** A purchase waiting for its cardholder: "Approve 42.00 USD at MERCHANT?" until `expiresAt`. */
export const CardChallenge = z.object({
  id: Id,
  merchantName: z.string().min(1).max(100),
  amount: CurrencyAmount,
  currency: FiatCurrency,
  expiresAt: IsoDateTime,
})

/** The newest pending, unexpired challenge of a card, or the JSON string "OK" when there is none. */
export const CardChallengeResponse = z.union([CardChallenge, z.literal('OK')])

export const ChallengeParams = z.object({ id: Id, challengeId: Id })

/** The owner's answer; it goes back to the issuer once. */
export const ChallengeAnswerBody = z.strictObject({ answer: z.enum(['approve', 'decline']) })

const FrameUrl = z.url({ protocol: /^https?$/ }).max(4096)

/**
 * The issuer's hosted card (Lithic's single-use embed session): one iframe per field (number,
 * expiry month and year, CVV), each URL loadable once, until `expiresAt` (60 s). Our servers never see the data.
 */
export const CardEmbedFrames = z.object({
  kind: z.literal('embed'),
  frames: z.object({ pan: FrameUrl, expMonth: FrameUrl, expYear: FrameUrl, cvv: FrameUrl }),
  expiresAt: IsoDateTime,
})

/**
 * How the card's details are shown while the card waits for its owner. `embed`: the issuer's hosted card
 * (`CardEmbedFrames`). `image`: the sandbox's card image, from `GET /card/{id}/img`.
 */
export const CardViewResponse = z.discriminatedUnion('kind', [
  CardEmbedFrames,
  z.object({ kind: z.literal('image') }),
])

/**
 * `POST /card/{id}/reveal`: the details of an active or locked card shown again, behind a fresh
 * wallet signature. `message` is an EIP-4361 message of this site, signed by the session's address, whose
 * statement names the card (`cardRevealStatement`), with a new nonce (`POST /api/nonce`) and an
 * `Expiration Time` at most 5 minutes after `Issued At`; `signature` its 0x-hex signature (EOA, EIP-1271 or
 * EIP-6492).
 */
export const CardRevealBody = z.strictObject({
  message: z.string().min(1).max(4_000),
  signature: z
    .string()
    .max(2 + 2 * 16_384)
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex'),
})

/**
 * The revealed details: the issuer's single-use embed (production), or the sandbox's rendered details (the
 * card picture as an SVG data URI, and number, expiry and CVV as text). Never cached (`no-store`) or logged.
 */
export const CardRevealResponse = z.discriminatedUnion('kind', [
  CardEmbedFrames,
  z.object({
    kind: z.literal('details'),
    img: z
      .string()
      .max(1_000_000)
      .regex(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 SVG data URI'),
    number: z.string().regex(/^\d{12,19}$/, 'must be a card number of 12 to 19 digits'),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be MM/YY'),
    cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  }),
])

export type CardChallenge = z.infer<typeof CardChallenge>
export type CardChallengeResponse = z.infer<typeof CardChallengeResponse>
export type ChallengeParams = z.infer<typeof ChallengeParams>
export type ChallengeAnswerBody = z.infer<typeof ChallengeAnswerBody>
export type CardViewResponse = z.infer<typeof CardViewResponse>
export type CardEmbedFrames = z.infer<typeof CardEmbedFrames>
export type CardRevealBody = z.infer<typeof CardRevealBody>
export type CardRevealResponse = z.infer<typeof CardRevealResponse>
