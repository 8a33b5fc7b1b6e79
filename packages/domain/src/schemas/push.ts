// Web Push (notifications that reach the owner): the VAPID public key, and the subscriptions a signed-in
// owner makes per device (the browser's PushSubscription JSON plus the kinds of notification chosen).
import { z } from 'zod'
import { PUSH_KINDS } from '../rules/pushKinds'
import { Id, IsoDateTime } from './common'

export const PushKind = z.enum(PUSH_KINDS)
export type PushKind = z.infer<typeof PushKind>

/** An uncompressed P-256 point (65 bytes, 0x04 first) in unpadded base64url, as PushSubscription.toJSON() writes. */
const P256_POINT = /^B[A-Za-z0-9_-]{86}$/

/** `GET /api/push/key`: the server's VAPID public key (applicationServerKey); null when push is off. */
export const PushKeyResponse = z.object({ publicKey: z.string().regex(P256_POINT).nullable() })

/**
 * `POST /api/push/subscriptions`: the browser's PushSubscription JSON (its endpoint is the push service's URL,
 * https; `keys.p256dh` the device's P-256 public key, `keys.auth` its 16-byte secret) and the kinds chosen.
 * Subscribing the same endpoint again replaces its kinds (and its owner: the device changed hands).
 */
export const PushSubscriptionBody = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(P256_POINT, 'must be a P-256 public key (65 bytes, unpadded base64url)'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, 'must be 16 bytes of unpadded base64url'),
  }),
  kinds: z
    .array(PushKind)
    .min(1)
    .max(PUSH_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'must not repeat a kind'),
})
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>

export const PushSubscriptionParams = z.strictObject({ id: Id })

/** One device of the owner that gets notifications. */
export const PushSubscription = z.object({
  id: Id,
  endpoint: z.string(),
  kinds: z.array(PushKind),
  createdAt: IsoDateTime,
})
export type PushSubscription = z.infer<typeof PushSubscription>

export const PushSubscriptionResponse = z.object({ subscription: PushSubscription })
export const PushSubscriptionListResponse = z.object({ subscriptions: z.array(PushSubscription).max(50) })
export type PushKeyResponse = z.infer<typeof PushKeyResponse>
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>
export type PushSubscriptionListResponse = z.infer<typeof PushSubscriptionListResponse>

/**
 * What a notification carries (encrypted to the device, RFC 8291): the kind, the card, the amount as a decimal
 * string (with its currency), and the app URL a click opens (a challenge: the card page that approves it).
 * Never card data. A wallet's activation code (`wallet.code`) also carries the code, read when sent and only
 * while valid, and the wallet's name (`Apple Pay`...; null for another wallet).
 */
export type PushPayload = {
  kind: PushKind
  event: string
  cardId: string
  amount: string | null
  currency: string | null
  url: string
  code?: string
  wallet?: string | null
  /** A declined purchase's reason as the history names it (`over_daily_limit`, `program_policy`, ...). */
  declineReason?: string
  /** The owner's limit that declined it, a USD decimal string ("200.00"); null for a reason without one. */
  declineLimit?: string | null
  /** A decided dispute's outcome (`dispute.decided`), which the notification says. */
  outcome?: 'won' | 'lost' | 'withdrawn'
}
