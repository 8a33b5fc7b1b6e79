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

/** Why the sandbox issuer declined, most permanent reason first. */
export const AuthorizationDeclineReason = z.enum([
  'card_suspended',
  'card_expired',
  'card_locked',
  'card_not_active',
  'insufficient_balance',
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

export type AuthorizationBody = z.infer<typeof AuthorizationBody>
export type AuthorizationBodyInput = z.input<typeof AuthorizationBody>
export type AuthorizationStatus = z.infer<typeof AuthorizationStatus>
export type AuthorizationDeclineReason = z.infer<typeof AuthorizationDeclineReason>
export type AuthorizationResponse = z.infer<typeof AuthorizationResponse>
export type AuthorizationParams = z.infer<typeof AuthorizationParams>
export type OtpBody = z.infer<typeof OtpBody>
export type CaptureBody = z.infer<typeof CaptureBody>
