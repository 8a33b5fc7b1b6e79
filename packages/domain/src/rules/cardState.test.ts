import { describe, expect, it } from 'vitest'
import { cardExpiry, formatExpiry } from './cardExpiry'
import { isCardExpired } from './isCardExpired'
import { isCardTopupDisabled } from './isCardTopupDisabled'
import { isOrderStatus } from './isOrderStatus'
import { transferKey } from './transferKey'

const now = new Date('2026-11-27T12:00:00Z')

describe('card state rules', () => {
  it('a card expires at its expiresAt, an order (no expiry) never', () => {
    expect(isCardExpired({ expiresAt: null }, now)).toBe(false)
    expect(isCardExpired({ expiresAt: new Date(now.getTime() + 1) }, now)).toBe(false)
    expect(isCardExpired({ expiresAt: now }, now)).toBe(true)
  })

  it('runs to the end of the month of issue, 1 year on (3 for nft), printed MM/YY', () => {
    const classic = cardExpiry('classic', new Date('2026-02-10T08:00:00Z'))
    expect(classic.toISOString()).toBe('2027-02-28T23:59:59.999Z')
    expect(cardExpiry('business', new Date('2027-12-31T23:00:00Z')).toISOString()).toBe(
      '2028-12-31T23:59:59.999Z',
    )
    expect(cardExpiry('nft', new Date('2026-11-01T00:00:00Z')).toISOString()).toBe('2029-11-30T23:59:59.999Z')
    expect(formatExpiry(classic)).toBe('02/27')
  })

  it('top-up refused by the card: its flag, a hold, suspended or expired; not otherwise', () => {
    const card = { topupDisabled: false, topupHold: null, status: 'active' as const, expiresAt: null }
    expect(isCardTopupDisabled(card, now)).toBe(false)
    expect(isCardTopupDisabled({ ...card, status: 'locked' }, now)).toBe(false)
    expect(isCardTopupDisabled({ ...card, topupDisabled: true }, now)).toBe(true)
    expect(isCardTopupDisabled({ ...card, topupHold: 'reorg_shortfall' }, now)).toBe(true)
    expect(isCardTopupDisabled({ ...card, status: 'suspended' }, now)).toBe(true)
    expect(isCardTopupDisabled({ ...card, expiresAt: now }, now)).toBe(true)
  })

  it('an order is a card not activated yet', () => {
    expect(
      ['new', 'pending', 'application_required', 'application_processing'].every((s) =>
        isOrderStatus(s as never),
      ),
    ).toBe(true)
    expect(isOrderStatus('waiting_to_get')).toBe(false)
    expect(isOrderStatus('active')).toBe(false)
  })

  it('keys a transfer by chain, lowercase hash and log index', () => {
    expect(transferKey(8453, '0xABCDEF', 3)).toBe('transfer:8453:0xabcdef:3')
    expect(transferKey(1, '0xab', -1)).toBe('transfer:1:0xab:-1')
  })
})
