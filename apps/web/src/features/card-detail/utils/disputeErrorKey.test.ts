import { DISPUTE_REFUSALS } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { disputeErrorKey } from './disputeErrorKey'

const refused = (details?: unknown, message = 'invalid action') =>
  new ApiError({ code: 'invalid_action', status: 409, message, details })

describe('disputeErrorKey', () => {
  it("reads why from the invalid_action's details, never from its message", () => {
    for (const refusal of DISPUTE_REFUSALS) {
      expect(disputeErrorKey(refused({ kind: 'dispute', refusal }))).toBe(`dispute.errors.${refusal}`)
    }
    // The sentence alone (an older server, a proxy) names no refusal.
    expect(disputeErrorKey(refused(undefined, 'invalid action: the purchase was refunded in full'))).toBe(
      'dispute.errors.invalid_action',
    )
    // Details of a kind this build does not know are dropped; the code still says what it was.
    expect(disputeErrorKey(refused({ kind: 'dispute', refusal: 'moon_phase' }))).toBe(
      'dispute.errors.invalid_action',
    )
  })

  it('has sentences of its own for a report not accepted and an issuer not answering; others as elsewhere', () => {
    const error = (code: string, status: number) => new ApiError({ code, status, message: code })
    expect(disputeErrorKey(error('validation_failed', 400))).toBe('dispute.errors.validation_failed')
    expect(disputeErrorKey(error('upstream_unavailable', 503))).toBe('dispute.errors.upstream_unavailable')
    expect(disputeErrorKey(error('rate_limited', 429))).toBe('errors.rate_limited')
    expect(disputeErrorKey(error('network', 0))).toBe('errors.network')
    expect(disputeErrorKey(new Error('boom'))).toBe('errors.unknown')
  })
})
