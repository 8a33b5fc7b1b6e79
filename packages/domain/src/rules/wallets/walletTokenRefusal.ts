import type { WalletTokenStatus } from '../../schemas/wallets'

/** Why the owner's pause, resume or removal of a wallet token was refused (an `invalid_action`). */
export type WalletTokenRefusal = { kind: 'unlock_first' } | { kind: 'in_status'; status: WalletTokenStatus }

const UNLOCK_FIRST = 'invalid action: unlock the card first'
const IN_STATUS = 'invalid action: the wallet token is '
const STATUSES: readonly WalletTokenStatus[] = ['pending', 'active', 'paused', 'removed', 'declined']

/** The `invalid_action` message of a refusal: the server sends it, the web reads it back (`walletTokenRefusalOf`). */
export function walletTokenRefusalMessage(refusal: WalletTokenRefusal): string {
  return refusal.kind === 'unlock_first' ? UNLOCK_FIRST : `${IN_STATUS}${refusal.status}`
}

/** The refusal an `invalid_action` message names (null: another one). */
export function walletTokenRefusalOf(message: string): WalletTokenRefusal | null {
  if (message.includes(UNLOCK_FIRST.slice('invalid action: '.length))) return { kind: 'unlock_first' }
  const at = message.indexOf(IN_STATUS.slice('invalid action: '.length))
  if (at < 0) return null
  const status = message.slice(at + IN_STATUS.length - 'invalid action: '.length).trim() as WalletTokenStatus
  return STATUSES.includes(status) ? { kind: 'in_status', status } : null
}
