import type { WalletTokenStatus } from '@chaincard/domain'

/**
 * Whether a token still counts (pending, active, paused: the owner can act on it) or is history (removed,
 * declined: shown apart, greyed).
 */
export function isCurrentWalletToken(status: WalletTokenStatus): boolean {
  return status === 'pending' || status === 'active' || status === 'paused'
}
