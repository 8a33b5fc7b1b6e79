import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { walletTokenErrorKey } from './walletTokenErrorKey'

const error = (code: string, status: number, message = code) => new ApiError({ code, status, message })
const refused = (details?: unknown) =>
  new ApiError({ code: 'invalid_action', status: 409, message: 'invalid action', details })

describe('walletTokenErrorKey', () => {
  it("reads why from the invalid_action's details", () => {
    expect(walletTokenErrorKey(refused({ kind: 'wallet_token', refusal: 'unlock_first' }))).toBe(
      'wallets.errors.unlock_first',
    )
    for (const status of ['pending', 'active', 'paused', 'removed', 'declined']) {
      expect(walletTokenErrorKey(refused({ kind: 'wallet_token', refusal: 'in_status', status }))).toBe(
        `wallets.errors.already_${status}`,
      )
    }
    expect(
      walletTokenErrorKey(refused({ kind: 'wallet_token', refusal: 'in_status', status: 'frozen' })),
    ).toBe('wallets.errors.invalid_action')
    expect(walletTokenErrorKey(refused())).toBe('wallets.errors.invalid_action')
  })

  it('has sentences of its own for a token gone and an issuer not answering; others as elsewhere', () => {
    expect(walletTokenErrorKey(error('not_found', 404))).toBe('wallets.errors.not_found')
    expect(walletTokenErrorKey(error('upstream_unavailable', 503))).toBe(
      'wallets.errors.upstream_unavailable',
    )
    expect(walletTokenErrorKey(error('rate_limited', 429))).toBe('errors.rate_limited')
    expect(walletTokenErrorKey(error('network', 0))).toBe('errors.network')
    expect(walletTokenErrorKey(new Error('boom'))).toBe('errors.unknown')
  })
})
