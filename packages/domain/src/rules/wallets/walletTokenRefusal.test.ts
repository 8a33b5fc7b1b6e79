import { describe, expect, it } from 'vitest'
import { ApiErrorDetails } from '../../schemas/errorDetails'
import {
  type WalletTokenRefusal,
  walletTokenRefusalDetails,
  walletTokenRefusalMessage,
} from './walletTokenRefusal'

describe('wallet token refusals', () => {
  const refusals: WalletTokenRefusal[] = [
    { kind: 'unlock_first' },
    ...(['pending', 'active', 'paused', 'removed', 'declined'] as const).map((status) => ({
      kind: 'in_status' as const,
      status,
    })),
  ]
  it('each has a sentence for people and details of the wire union', () => {
    for (const refusal of refusals) {
      expect(walletTokenRefusalMessage(refusal)).toMatch(/^invalid action: /)
      expect(ApiErrorDetails.parse(walletTokenRefusalDetails(refusal))).toEqual(
        walletTokenRefusalDetails(refusal),
      )
    }
    expect(walletTokenRefusalDetails({ kind: 'in_status', status: 'paused' })).toEqual({
      kind: 'wallet_token',
      refusal: 'in_status',
      status: 'paused',
    })
  })
})
