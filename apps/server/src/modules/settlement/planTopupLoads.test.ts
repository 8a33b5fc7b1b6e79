import { describe, expect, it } from 'vitest'
import { type PendingCredit, planTopupLoads } from './planTopupLoads'

const at = (seconds: number) => new Date(Date.UTC(2027, 0, 1, 0, 0, seconds))
const credit = (ref: string, amountMicro: bigint, seconds = 0): PendingCredit => ({
  ref,
  amountMicro,
  createdAt: at(seconds),
})
const late = at(3_600)

describe('planTopupLoads', () => {
  it('loads the unrequested newest end of the credits, oldest part first', () => {
    // newest first: c (30), b (50), a (100); 60 unrequested = all of c and the last 30 of b
    const credits = [credit('c', 30n, 3), credit('b', 50n, 2), credit('a', 100n, 1)]
    expect(planTopupLoads({ credits, unrequestedMicro: 60n, roomMicro: null, matureBefore: late })).toEqual([
      { creditRef: 'b', offsetMicro: 20n, amountMicro: 30n },
      { creditRef: 'c', offsetMicro: 0n, amountMicro: 30n },
    ])
    expect(planTopupLoads({ credits, unrequestedMicro: 180n, roomMicro: null, matureBefore: late })).toEqual([
      { creditRef: 'a', offsetMicro: 0n, amountMicro: 100n },
      { creditRef: 'b', offsetMicro: 0n, amountMicro: 50n },
      { creditRef: 'c', offsetMicro: 0n, amountMicro: 30n },
    ])
  })

  it('stops at the room left: a credit that does not fit is loaded up to it, its rest and later ones wait', () => {
    const credits = [credit('b', 50n, 2), credit('a', 100n, 1)]
    expect(planTopupLoads({ credits, unrequestedMicro: 150n, roomMicro: 70n, matureBefore: late })).toEqual([
      { creditRef: 'a', offsetMicro: 0n, amountMicro: 70n },
    ])
    // later, with the first 70 of a loaded: the rest of a starts at offset 70
    expect(planTopupLoads({ credits, unrequestedMicro: 80n, roomMicro: 1_000n, matureBefore: late })).toEqual(
      [
        { creditRef: 'a', offsetMicro: 70n, amountMicro: 30n },
        { creditRef: 'b', offsetMicro: 0n, amountMicro: 50n },
      ],
    )
    expect(planTopupLoads({ credits, unrequestedMicro: 150n, roomMicro: 0n, matureBefore: late })).toEqual([])
    expect(planTopupLoads({ credits, unrequestedMicro: 150n, roomMicro: -5n, matureBefore: late })).toEqual(
      [],
    )
  })

  it('loads only credits made at or before matureBefore, in order (a young one holds back the ones after it)', () => {
    const credits = [credit('c', 10n, 30), credit('b', 20n, 20), credit('a', 40n, 10)]
    expect(planTopupLoads({ credits, unrequestedMicro: 70n, roomMicro: null, matureBefore: at(20) })).toEqual(
      [
        { creditRef: 'a', offsetMicro: 0n, amountMicro: 40n },
        { creditRef: 'b', offsetMicro: 0n, amountMicro: 20n },
      ],
    )
    expect(planTopupLoads({ credits, unrequestedMicro: 70n, roomMicro: null, matureBefore: at(9) })).toEqual(
      [],
    )
  })

  it('never loads pending that no credit accounts for, nor empty credits', () => {
    const credits = [credit('b', 0n, 2), credit('a', 25n, 1)]
    expect(planTopupLoads({ credits, unrequestedMicro: 100n, roomMicro: null, matureBefore: late })).toEqual([
      { creditRef: 'a', offsetMicro: 0n, amountMicro: 25n },
    ])
    expect(planTopupLoads({ credits, unrequestedMicro: 0n, roomMicro: null, matureBefore: late })).toEqual([])
  })
})
