import type { Wallet, WalletTokenStatus } from '../../../db/schema/walletTokens'

/** The issuer's name of a token requestor (Lithic `token_requestor_name`, `tokenization_source`) as our wallet. */
export function walletOf(requestor: string | null | undefined): Wallet {
  switch (requestor?.toUpperCase()) {
    case 'APPLE_PAY':
      return 'apple_pay'
    case 'GOOGLE_PAY':
    case 'ANDROID_PAY':
    case 'GOOGLE':
      return 'google_pay'
    case 'SAMSUNG_PAY':
      return 'samsung_pay'
    default:
      return 'other'
  }
}

/**
 * The issuer's status of a token as ours (null: one we do not mirror). Lithic's tokenization statuses: `ACTIVE`
 * pays; `PAUSED` is paused (by the owner, a lock, the issuer); `DEACTIVATED` is gone for good. `INACTIVE`,
 * `PENDING_ACTIVATION` and `PENDING_2FA` are a token not activated yet (Lithic's activate endpoint takes exactly
 * these three; the network activates it once the person passes the wallet's check, e.g. its activation code):
 * waiting for activation, `pending`, not paused. A token that has been active is never pending again
 * (`upsertWalletToken`). `UNKNOWN` and anything new are not mirrored.
 */
export function walletStatusOf(status: string): Exclude<WalletTokenStatus, 'declined'> | null {
  switch (status.toUpperCase()) {
    case 'ACTIVE':
      return 'active'
    case 'PAUSED':
      return 'paused'
    case 'DEACTIVATED':
      return 'removed'
    case 'INACTIVE':
    case 'PENDING_ACTIVATION':
    case 'PENDING_2FA':
      return 'pending'
    default:
      return null
  }
}
