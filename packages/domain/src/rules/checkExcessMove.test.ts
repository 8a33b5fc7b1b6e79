import { describe, expect, it } from 'vitest'
import { parseUsd } from '../money/usd'
import { checkExcessMove, getExcessSourceRefusal, getExcessTargetRefusal } from './checkExcessMove'

describe('checkExcessMove', () => {
  const movable = parseUsd('2000')

  it('moves all that can move when no amount is given, capped by the target room', () => {
    expect(checkExcessMove({ amount: null, movable, targetRoom: null })).toEqual({
      ok: true,
      amount: movable,
    })
    expect(checkExcessMove({ amount: null, movable, targetRoom: parseUsd('1500') })).toEqual({
      ok: true,
      amount: parseUsd('1500'),
    })
    // Micro-dollars of a fee-reduced credit move too: nothing is stranded below a cent.
    expect(checkExcessMove({ amount: null, movable: 1_999_996_400n, targetRoom: null })).toEqual({
      ok: true,
      amount: 1_999_996_400n,
    })
    expect(checkExcessMove({ amount: null, movable: 0n, targetRoom: null })).toEqual({
      ok: false,
      refusal: 'nothing_to_move',
    })
    expect(checkExcessMove({ amount: null, movable, targetRoom: 0n })).toEqual({
      ok: false,
      refusal: 'over_card_maximum',
    })
  })

  it('an amount of whole cents within the excess and the target room', () => {
    expect(checkExcessMove({ amount: parseUsd('2000'), movable, targetRoom: parseUsd('3000') })).toEqual({
      ok: true,
      amount: parseUsd('2000'),
    })
    expect(checkExcessMove({ amount: parseUsd('2000.01'), movable, targetRoom: null })).toEqual({
      ok: false,
      refusal: 'over_movable_excess',
    })
    expect(checkExcessMove({ amount: parseUsd('1000'), movable, targetRoom: parseUsd('999.99') })).toEqual({
      ok: false,
      refusal: 'over_card_maximum',
    })
    expect(checkExcessMove({ amount: 1_234_567n, movable, targetRoom: null })).toEqual({
      ok: false,
      refusal: 'not_cents',
    })
    expect(checkExcessMove({ amount: 0n, movable, targetRoom: null })).toEqual({
      ok: false,
      refusal: 'nothing_to_move',
    })
    expect(checkExcessMove({ amount: parseUsd('1'), movable: 0n, targetRoom: null })).toEqual({
      ok: false,
      refusal: 'nothing_to_move',
    })
  })
})

describe('which cards excess may leave and reach', () => {
  const card = { status: 'active', expired: false, topupDisabled: false, topupHold: null }
  it('leaves any card support is not already on', () => {
    expect(getExcessSourceRefusal(card)).toBeNull()
    expect(getExcessSourceRefusal({ ...card, status: 'application_required' })).toBeNull()
    expect(getExcessSourceRefusal({ ...card, topupDisabled: true })).toBeNull()
    expect(getExcessSourceRefusal({ ...card, status: 'suspended' })).toBe('support')
    expect(getExcessSourceRefusal({ ...card, expired: true })).toBe('support')
    expect(getExcessSourceRefusal({ ...card, topupHold: 'reorg_shortfall' })).toBe('support')
  })

  it('reaches issued cards that may be topped up', () => {
    for (const status of ['active', 'locked', 'waiting_to_get']) {
      expect(getExcessTargetRefusal({ ...card, status })).toBeNull()
    }
    for (const status of ['new', 'pending', 'application_required', 'application_processing']) {
      expect(getExcessTargetRefusal({ ...card, status })).toBe('not_issued')
    }
    expect(getExcessTargetRefusal({ ...card, status: 'suspended' })).toBe('topup_disabled')
    expect(getExcessTargetRefusal({ ...card, expired: true })).toBe('topup_disabled')
    expect(getExcessTargetRefusal({ ...card, topupDisabled: true })).toBe('topup_disabled')
    expect(getExcessTargetRefusal({ ...card, topupHold: 'reorg_shortfall' })).toBe('topup_disabled')
  })
})
