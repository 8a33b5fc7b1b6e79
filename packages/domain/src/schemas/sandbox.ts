// Sandbox-only routes (API.md "Sandbox only"): simulate card purchases against the sandbox issuer.
import { z } from 'zod'
import { IssuerId, PositiveUsdAmountInput } from './common'

/** A purchase on a card; with `threeDS` a one-time code is created first and must be confirmed by `OtpBody`. */
export const AuthorizationBody = z.strictObject({
  amount: PositiveUsdAmountInput,
  merchantName: z.string().trim().min(1).max(100),
  currency: z.literal('USD').optional(),
  threeDS: z.boolean().optional(),
})

export const AuthorizationStatus = z.enum(['approved', 'declined', 'challenge'])

/**
 * Why an authorization was declined, most permanent reason first: by our decision (card suspended or expired,
 * the owner blocked, the card locked or not active, the available balance short), or by the issuer itself
 * before or after asking us (`issuer_declined`).
 */
export const AuthorizationDeclineReason = z.enum([
  'card_suspended',
  'card_expired',
  'user_blocked',
  'card_locked',
  'card_not_active',
  'insufficient_balance',
  'issuer_declined',
])

export const AuthorizationResponse = z.object({
  id: IssuerId,
  status: AuthorizationStatus,
  declineReason: AuthorizationDeclineReason.optional(),
})

export const AuthorizationParams = z.object({ id: IssuerId })

export const OtpBody = z.strictObject({
  otp: z.string().regex(/^\d{6}$/, 'must be a 6-digit one-time code'),
})

/** Capture an approved authorization, in full when `amount` is absent. */
export const CaptureBody = z.strictObject({ amount: PositiveUsdAmountInput.optional() })

/** The merchant refunds a captured purchase, in full (what was captured and not refunded yet) when `amount` is absent. */
export const RefundBody = z.strictObject({ amount: PositiveUsdAmountInput.optional() })

export type AuthorizationBody = z.infer<typeof AuthorizationBody>
export type AuthorizationBodyInput = z.input<typeof AuthorizationBody>
export type AuthorizationStatus = z.infer<typeof AuthorizationStatus>
export type AuthorizationDeclineReason = z.infer<typeof AuthorizationDeclineReason>
export type AuthorizationResponse = z.infer<typeof AuthorizationResponse>
export type AuthorizationParams = z.infer<typeof AuthorizationParams>
export type OtpBody = z.infer<typeof OtpBody>
export type CaptureBody = z.infer<typeof CaptureBody>
export type RefundBody = z.infer<typeof RefundBody>
