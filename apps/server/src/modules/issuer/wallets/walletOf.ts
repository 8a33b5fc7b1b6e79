import type { Wallet } from '../../../db/schema/walletTokens'

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

/** The issuer's status of a token as ours (null: one we do not mirror). */
export function walletStatusOf(status: string): 'pending' | 'active' | 'paused' | 'removed' | null {
  switch (status.toUpperCase()) {
    case 'ACTIVE':
      return 'active'
    case 'PAUSED':
    case 'INACTIVE':
      return 'paused'
    case 'DEACTIVATED':
      return 'removed'
    case 'PENDING_ACTIVATION':
      return 'pending'
    default:
      return null
  }
}
