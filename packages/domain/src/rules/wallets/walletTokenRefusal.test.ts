import { describe, expect, it } from 'vitest'
import {
  type WalletTokenRefusal,
  walletTokenRefusalMessage,
  walletTokenRefusalOf,
} from './walletTokenRefusal'

describe('wallet token refusals', () => {
  it('each message reads back as its refusal; others as none', () => {
    const refusals: WalletTokenRefusal[] = [
      { kind: 'unlock_first' },
      ...(['pending', 'active', 'paused', 'removed', 'declined'] as const).map((status) => ({
        kind: 'in_status' as const,
        status,
      })),
    ]
    for (const refusal of refusals)
      expect(walletTokenRefusalOf(walletTokenRefusalMessage(refusal))).toEqual(refusal)
    expect(walletTokenRefusalOf('invalid action: the wallet token is frozen')).toBeNull()
    expect(walletTokenRefusalOf('invalid action: the card cannot be locked now')).toBeNull()
  })
})
