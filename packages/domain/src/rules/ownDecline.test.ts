import { describe, expect, it } from 'vitest'
import { HistoryDeclineReason } from '../schemas/transactions'
import { DECLINE_CAUSES, isOwnDecline } from './ownDecline'

describe('isOwnDecline', () => {
  it('classifies every reason of the vocabulary, and nothing else', () => {
    expect(Object.keys(DECLINE_CAUSES).sort()).toEqual([...HistoryDeclineReason.options].sort())
  })

  it("the owner's controls and the owner's own 3DS answer are theirs", () => {
    const own = HistoryDeclineReason.options.filter((reason) => isOwnDecline(reason, null))
    expect(own.sort()).toEqual(
      [
        'single_use_spent',
        'merchant_locked',
        'channel_off',
        'category_blocked',
        'country_blocked',
        'over_purchase_limit',
        'over_daily_limit',
        'over_monthly_limit',
        'cardholder_declined',
      ].sort(),
    )
  })

  it('a locked card is theirs only when the owner locked it', () => {
    expect(isOwnDecline('card_locked', 'user')).toBe(true)
    for (const lockedBy of ['issuer', 'operator', 'negative_balance', null, undefined]) {
      expect(isOwnDecline('card_locked', lockedBy)).toBe(false)
    }
  })

  it('what the owner did not choose is never theirs, whoever locked the card', () => {
    for (const reason of [
      'insufficient_balance',
      'program_policy',
      'card_expired',
      'card_suspended',
      'user_blocked',
      'card_not_active',
      'issuer_declined',
      'currency_not_supported',
      'invalid_amount',
      'verification_failed',
      'verification_expired',
    ]) {
      expect([reason, isOwnDecline(reason, 'user')]).toEqual([reason, false])
    }
  })

  it('reads the stored words of the 3DS step and counts unknown text as the issuer', () => {
    expect(isOwnDecline('cardholder_declined', null)).toBe(true)
    expect(isOwnDecline('otp_failed', null)).toBe(false)
    expect(isOwnDecline('otp_expired', null)).toBe(false)
    expect(isOwnDecline('DO_NOT_HONOR', 'user')).toBe(false)
    expect(isOwnDecline(null, 'user')).toBe(false)
  })
})
