import type { WalletTokenStatus } from '../../schemas/wallets'

/** Why the owner's pause, resume or removal of a wallet token was refused (an `invalid_action`). */
export type WalletTokenRefusal = { kind: 'unlock_first' } | { kind: 'in_status'; status: WalletTokenStatus }

const UNLOCK_FIRST = 'invalid action: unlock the card first'
const IN_STATUS = 'invalid action: the wallet token is '

/** The `invalid_action` message of a refusal (for people; the web reads `details`, kind `wallet_token`). */
export function walletTokenRefusalMessage(refusal: WalletTokenRefusal): string {
  return refusal.kind === 'unlock_first' ? UNLOCK_FIRST : `${IN_STATUS}${refusal.status}`
}

/** The typed details of a refusal, as the answer carries them. */
export function walletTokenRefusalDetails(refusal: WalletTokenRefusal) {
  return refusal.kind === 'unlock_first'
    ? { kind: 'wallet_token' as const, refusal: 'unlock_first' as const }
    : { kind: 'wallet_token' as const, refusal: 'in_status' as const, status: refusal.status }
}
