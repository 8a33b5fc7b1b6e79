import { describe, expect, it } from 'vitest'
import { decideThreeDs } from './decideThreeDs'

const USD = 1_000_000n
const base = {
  cardUsable: true,
  amountMicro: 20n * USD,
  challengeAboveMicro: 100n * USD,
  merchantPaidBefore: true,
}

describe('decideThreeDs', () => {
  it('declines an unusable card whatever else', () => {
    expect(decideThreeDs({ ...base, cardUsable: false })).toBe('decline')
    expect(decideThreeDs({ ...base, cardUsable: false, amountMicro: null, merchantPaidBefore: false })).toBe(
      'decline',
    )
  })
  it('challenges above the amount (not at it), an amount not known in USD, or a new merchant', () => {
    expect(decideThreeDs({ ...base, amountMicro: 100n * USD })).toBe('approve')
    expect(decideThreeDs({ ...base, amountMicro: 100n * USD + 1n })).toBe('challenge')
    expect(decideThreeDs({ ...base, amountMicro: null })).toBe('challenge')
    expect(decideThreeDs({ ...base, merchantPaidBefore: false })).toBe('challenge')
  })
  it('approves a known merchant within the amount', () => {
    expect(decideThreeDs(base)).toBe('approve')
    expect(decideThreeDs({ ...base, amountMicro: 0n })).toBe('approve')
  })
  it('never challenges a merchant-initiated authentication: approved at a merchant paid before, else declined', () => {
    const mit = { ...base, merchantInitiated: true }
    expect(decideThreeDs(mit)).toBe('approve')
    expect(decideThreeDs({ ...mit, merchantPaidBefore: false })).toBe('decline')
    // What would challenge a cardholder's own authentication does not here: nobody is there to answer.
    expect(decideThreeDs({ ...mit, amountMicro: null })).toBe('approve')
    expect(decideThreeDs({ ...mit, amountMicro: 1_000n * USD, merchantPaidBefore: false })).toBe('decline')
    expect(decideThreeDs({ ...mit, cardUsable: false })).toBe('decline')
    for (const amountMicro of [null, 0n, 20n * USD, 1_000n * USD])
      for (const merchantPaidBefore of [true, false])
        expect(decideThreeDs({ ...mit, amountMicro, merchantPaidBefore })).not.toBe('challenge')
  })
})
