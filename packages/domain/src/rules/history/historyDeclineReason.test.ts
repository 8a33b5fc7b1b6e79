import { describe, expect, it } from 'vitest'
import { historyDeclineReason } from './historyDeclineReason'

describe('historyDeclineReason', () => {
  it('names who declined: the owner, the verification, the program or the issuer', () => {
    expect(historyDeclineReason('cardholder_declined')).toBe('cardholder_declined')
    expect(historyDeclineReason('otp_failed')).toBe('verification_failed')
    expect(historyDeclineReason('otp_expired')).toBe('verification_expired')
    expect(historyDeclineReason('insufficient_balance')).toBe('insufficient_balance')
    expect(historyDeclineReason('card_locked')).toBe('card_locked')
    expect(historyDeclineReason('SOMETHING_ELSE')).toBe('issuer_declined')
    expect(historyDeclineReason(null)).toBe('issuer_declined')
    expect(historyDeclineReason('toString')).toBe('issuer_declined')
  })
})
