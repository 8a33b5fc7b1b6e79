import { describe, expect, it } from 'vitest'
import { parseUsd } from '../money/usd'
import { getCardRoom } from './getCardRoom'

const usd = parseUsd

describe('getCardRoom', () => {
  it('counts held money: 1.20 held leaves 1.20 less room than the spendable balance alone suggests', () => {
    const room = getCardRoom({
      balanceUpper: usd('3000'),
      available: usd('62.46'),
      held: usd('1.20'),
      pendingTopup: usd('0'),
    })
    expect(room).toEqual({ room: usd('2936.34'), overMaximum: 0n, full: false })
  })

  it('counts pending credits; a small card with rewards pending is not full', () => {
    // 41.21 on the card, 12.50 of redeemed rewards settling: far from the maximum.
    expect(
      getCardRoom({
        balanceUpper: usd('3000'),
        available: usd('41.21'),
        held: 0n,
        pendingTopup: usd('12.50'),
      }),
    ).toEqual({ room: usd('2946.29'), overMaximum: 0n, full: false })
  })

  it('full when balance, held and pending reach the maximum; what is over it is counted', () => {
    expect(
      getCardRoom({
        balanceUpper: usd('3000'),
        available: usd('2990'),
        held: usd('10'),
        pendingTopup: usd('14.56'),
      }),
    ).toEqual({ room: 0n, overMaximum: usd('14.56'), full: true })
  })

  it('no maximum: no room to count, never full', () => {
    expect(
      getCardRoom({ balanceUpper: null, available: usd('5'), held: 0n, pendingTopup: usd('1') }),
    ).toEqual({
      room: null,
      overMaximum: 0n,
      full: false,
    })
  })
})
