// What the card issuer shows the owner (API.md "Cards and orders", issue 20): the pending 3DS challenge of a
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

/**
 * How the card's details are shown. `embed`: the issuer's hosted card (number, expiry, CVV rendered by the
 * issuer in an iframe; our servers never see them), at `url` until `expiresAt`. `image`: the sandbox's card
 * image, from `GET /card/{id}/img`.
 */
export const CardViewResponse = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('embed'),
    url: z.url({ protocol: /^https?$/ }).max(4096),
    expiresAt: IsoDateTime,
  }),
  z.object({ kind: z.literal('image') }),
])

export type CardChallenge = z.infer<typeof CardChallenge>
export type CardChallengeResponse = z.infer<typeof CardChallengeResponse>
export type ChallengeParams = z.infer<typeof ChallengeParams>
export type ChallengeAnswerBody = z.infer<typeof ChallengeAnswerBody>
export type CardViewResponse = z.infer<typeof CardViewResponse>
