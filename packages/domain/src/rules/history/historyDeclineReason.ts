import { AuthorizationDeclineReason } from '../../schemas/sandbox'
import type { HistoryDeclineReason } from '../../schemas/transactions'

/** The 3DS step's stored reasons (the sandbox's), by who ended the purchase. */
const challengeReasons: Record<string, HistoryDeclineReason> = {
  cardholder_declined: 'cardholder_declined',
  otp_failed: 'verification_failed',
  otp_expired: 'verification_expired',
}

/**
 * A stored decline reason as the history names it: who declined. The owner's "Decline" on a 3DS challenge is
 * the owner's (`cardholder_declined`), never the issuer's; a code entered wrong too often and a challenge
 * nobody answered in time are the verification's; a reason of the card program or the issuer is itself; any
 * other text the issuer sent is the issuer's.
 */
export function historyDeclineReason(stored: string | null): HistoryDeclineReason {
  if (stored !== null && Object.hasOwn(challengeReasons, stored)) return challengeReasons[stored]!
  const parsed = AuthorizationDeclineReason.safeParse(stored)
  return parsed.success ? parsed.data : 'issuer_declined'
}
