import { describe, expect, it } from 'vitest'
import { canWithdrawFromCard, checkWithdrawal, withdrawalLimits } from './checkWithdrawal'
import { checkWithdrawalForm } from './checkWithdrawalForm'

const USD = 1_000_000n
const base = {
  amountMicro: 10n * USD,
  quotedFeeMicro: USD / 2n,
  feeMicro: USD / 2n,
  availableMicro: 50n * USD,
  dailyLimitMicro: 100n * USD,
  withdrawnInWindowMicro: 0n,
}

describe('checkWithdrawal', () => {
  it('takes amount plus fee within the available balance and the amount within the day', () => {
    expect(checkWithdrawal(base)).toEqual({
      ok: true,
      amountMicro: 10n * USD,
      feeMicro: USD / 2n,
      totalMicro: 10_500_000n,
    })
    // Exactly what is available less the fee fits; a cent more does not.
    expect(checkWithdrawal({ ...base, amountMicro: 49_500_000n }).ok).toBe(true)
    expect(checkWithdrawal({ ...base, amountMicro: 49_510_000n })).toEqual({
      ok: false,
      refusal: 'over_available',
      limitMicro: 49_500_000n,
    })
    expect(checkWithdrawal({ ...base, withdrawnInWindowMicro: 95n * USD })).toEqual({
      ok: false,
      refusal: 'over_daily_limit',
      limitMicro: 5n * USD,
    })
  })

  it('refuses below the minimum, sub-cent amounts, a fee other than the one charged, and a negative balance', () => {
    expect(checkWithdrawal({ ...base, amountMicro: 990_000n })).toMatchObject({ refusal: 'below_minimum' })
    expect(checkWithdrawal({ ...base, amountMicro: 1_000_001n })).toMatchObject({ refusal: 'not_cents' })
    expect(checkWithdrawal({ ...base, quotedFeeMicro: 0n })).toEqual({
      ok: false,
      refusal: 'fee_changed',
      limitMicro: USD / 2n,
    })
    expect(checkWithdrawal({ ...base, availableMicro: -3n * USD })).toEqual({
      ok: false,
      refusal: 'over_available',
      limitMicro: 0n,
    })
  })

  it('states the most one may ask: the lower of the card (in whole cents, after the fee) and the day', () => {
    expect(withdrawalLimits({ ...base, availableMicro: 10_504_321n })).toEqual({
      cardMicro: 10_000_000n,
      dailyMicro: 100n * USD,
      maxMicro: 10_000_000n,
    })
    expect(withdrawalLimits({ ...base, withdrawnInWindowMicro: 120n * USD }).maxMicro).toBe(0n)
  })

  it('the form applies the same rule to the terms the server answered', () => {
    const terms = { fee: '0.50', available: '20.00', dailyLimit: '100.00', dailyRemaining: '15.00' }
    expect(checkWithdrawalForm('10', terms)).toMatchObject({ ok: true, totalMicro: 10_500_000n })
    expect(checkWithdrawalForm('16', terms)).toMatchObject({
      refusal: 'over_daily_limit',
      limitMicro: 15n * USD,
    })
    expect(checkWithdrawalForm('19.6', terms)).toMatchObject({ refusal: 'over_available' })
    expect(checkWithdrawalForm('1.234', terms)).toMatchObject({ refusal: 'not_cents' })
    expect(checkWithdrawalForm('1.2345678', terms)).toMatchObject({ refusal: 'not_cents' })
    expect(checkWithdrawalForm(null, terms)).toBeNull()
    expect(checkWithdrawalForm('ten', terms)).toBeNull()
    expect(checkWithdrawalForm('5', { ...terms, available: '-1.00' })).toMatchObject({
      refusal: 'over_available',
    })
  })
})

describe('canWithdrawFromCard', () => {
  it("an active card, or one locked by its owner or the issuer; not an operator's lock, a held or other card", () => {
    const card = { status: 'active', lockReason: null, topupHold: null }
    expect(canWithdrawFromCard(card)).toBe(true)
    expect(canWithdrawFromCard({ ...card, status: 'locked', lockReason: 'user' })).toBe(true)
    expect(canWithdrawFromCard({ ...card, status: 'locked', lockReason: 'issuer' })).toBe(true)
    expect(canWithdrawFromCard({ ...card, status: 'locked', lockReason: 'operator' })).toBe(false)
    expect(canWithdrawFromCard({ ...card, topupHold: 'reorg_shortfall' })).toBe(false)
    for (const status of ['new', 'pending', 'waiting_to_get', 'suspended', 'application_processing']) {
      expect(canWithdrawFromCard({ ...card, status })).toBe(false)
    }
  })
})
