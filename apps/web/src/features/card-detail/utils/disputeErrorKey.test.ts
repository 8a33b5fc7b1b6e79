import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { disputeErrorKey } from './disputeErrorKey'

const refused = (message: string) => new ApiError({ code: 'invalid_action', status: 409, message })

describe('disputeErrorKey (issue 30)', () => {
  it("reads why from the server's invalid_action message: its refusal code or its words", () => {
    expect(disputeErrorKey(refused('invalid action: not_settled'))).toBe('dispute.errors.not_settled')
    // The server's sentences (apps/server fileDispute): each says "disputed", only one is about a dispute.
    expect(disputeErrorKey(refused('invalid action: only a settled card purchase can be disputed'))).toBe(
      'dispute.errors.not_settled',
    )
    expect(disputeErrorKey(refused('invalid action: the purchase is not settled yet'))).toBe(
      'dispute.errors.not_settled',
    )
    expect(disputeErrorKey(refused('invalid action: the purchase was refunded in full'))).toBe(
      'dispute.errors.refunded',
    )
    expect(
      disputeErrorKey(refused('invalid action: a purchase can be disputed within 120 days of settling')),
    ).toBe('dispute.errors.too_old')
    expect(disputeErrorKey(refused('invalid action: disputed'))).toBe('dispute.errors.disputed')
    expect(disputeErrorKey(refused('invalid action: the purchase is disputed already'))).toBe(
      'dispute.errors.disputed',
    )
    expect(disputeErrorKey(refused('invalid action: too_old'))).toBe('dispute.errors.too_old')
    expect(disputeErrorKey(refused('invalid action: cleared more than 120 days ago'))).toBe(
      'dispute.errors.too_old',
    )
    expect(disputeErrorKey(refused('invalid action: refunded'))).toBe('dispute.errors.refunded')
    expect(disputeErrorKey(refused('invalid action'))).toBe('dispute.errors.invalid_action')
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
