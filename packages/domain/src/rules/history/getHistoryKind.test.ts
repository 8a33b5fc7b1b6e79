import { describe, expect, it } from 'vitest'
import { getHistoryKind } from './getHistoryKind'

describe('getHistoryKind', () => {
  it('a purchase is a purchase in every state, a refunded one included', () => {
    expect(getHistoryKind({ type: 'authorization_approval', state: 'pending' })).toBe('purchase')
    expect(getHistoryKind({ type: 'consumption', state: 'settled' })).toBe('purchase')
    expect(getHistoryKind({ type: 'authorization_reversal', state: 'reversed' })).toBe('purchase')
    expect(getHistoryKind({ type: 'authorization_decline', state: 'declined' })).toBe('purchase')
    expect(getHistoryKind({ type: 'refund', state: 'refunded' })).toBe('purchase')
  })

  it('credits and a refund of its own keep their kind', () => {
    expect(getHistoryKind({ type: 'refund', state: 'settled' })).toBe('refund')
    expect(getHistoryKind({ type: 'topup', state: 'pending' })).toBe('topup')
    expect(getHistoryKind({ type: 'reward', state: 'settled' })).toBe('reward')
    expect(getHistoryKind({ type: 'credit', state: 'settled' })).toBe('credit')
    expect(getHistoryKind({ type: 'adjustment', state: 'settled' })).toBe('adjustment')
    expect(getHistoryKind({ type: 'return_reversal', state: 'settled' })).toBe('return_reversal')
    expect(getHistoryKind({ type: 'correction', state: 'settled' })).toBe('correction')
    // A merchant's credit announced before it clears is a refund, pending.
    expect(getHistoryKind({ type: 'refund', state: 'pending' })).toBe('refund')
  })
})
