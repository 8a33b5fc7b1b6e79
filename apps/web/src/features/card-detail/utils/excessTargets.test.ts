import { describe, expect, it } from 'vitest'
import { card } from '../../../../test/fixtures'
import { excessTargets } from './excessTargets'

describe('excessTargets', () => {
  it('lists the other issued cards with room, the most room first', () => {
    const cards = [
      card('from', { balance: '3000.00', pendingTopup: '2000.00' }),
      card('small', { balance: '2900.00' }),
      card('big', { balance: '10.00' }),
      card('full', { balance: '2990.00', pendingTopup: '10.00' }),
      card('order', { status: 'new' }),
      card('expired', { expired: true }),
      card('disabled', { topupDisabled: true }),
      card('nft', { balanceUpper: null }),
    ]
    expect(excessTargets('from', cards).map((t) => [t.card.id, t.room])).toEqual([
      ['nft', null],
      ['big', 2_990_000_000n],
      ['small', 100_000_000n],
    ])
  })
})
