import { DISPUTE_REFUSAL_MESSAGES } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { disputeErrorKey } from './disputeErrorKey'

const refused = (message: string) => new ApiError({ code: 'invalid_action', status: 409, message })

describe('disputeErrorKey (issue 30)', () => {
  it("reads why from the server's invalid_action message: the domain's sentence of each refusal", () => {
    for (const [refusal, message] of Object.entries(DISPUTE_REFUSAL_MESSAGES)) {
      expect(disputeErrorKey(refused(message))).toBe(`dispute.errors.${refusal}`)
    }
    expect(disputeErrorKey(refused('invalid action: the card is suspended'))).toBe(
      'dispute.errors.invalid_action',
    )
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
