import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getDisputeCredit } from './getDisputeCredit'
import { DISPUTE_WINDOW_DAYS, getDisputeRefusal, type PurchaseToDispute } from './getDisputeRefusal'

const DAY = 86_400_000
const now = new Date('2026-11-27T12:00:00Z')
const settled: PurchaseToDispute = {
  status: 'captured',
  direction: 'debit',
  clearedAt: new Date(now.getTime() - DAY),
  disputableMicro: 12_500_000n,
  disputed: false,
}

describe('getDisputeRefusal', () => {
  it('a settled purchase within the window, not refunded in full nor disputed, can be disputed', () => {
    expect(getDisputeRefusal(settled, now)).toBeNull()
    expect(
      getDisputeRefusal({ ...settled, clearedAt: new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY) }, now),
    ).toBeNull()
  })
  it('says why one cannot', () => {
    for (const status of ['challenge', 'approved', 'declined', 'reversed'] as const) {
      expect(getDisputeRefusal({ ...settled, status }, now)).toBe('not_settled')
    }
    expect(getDisputeRefusal({ ...settled, direction: 'credit' }, now)).toBe('not_settled')
    expect(getDisputeRefusal({ ...settled, disputed: true }, now)).toBe('disputed')
    expect(getDisputeRefusal({ ...settled, disputableMicro: 0n }, now)).toBe('refunded')
    expect(
      getDisputeRefusal(
        { ...settled, clearedAt: new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY - 1) },
        now,
      ),
    ).toBe('too_old')
  })
})

describe('getDisputeCredit', () => {
  it('the larger of the standing provisional credit and the final amount, within the amount disputed', () => {
    const amountMicro = 10_000_000n
    expect(getDisputeCredit({ amountMicro, provisionalMicro: 0n, finalMicro: 0n })).toBe(0n)
    expect(getDisputeCredit({ amountMicro, provisionalMicro: amountMicro, finalMicro: 0n })).toBe(amountMicro)
    // Won after a provisional credit: the final amount replaces it, never added to it.
    expect(getDisputeCredit({ amountMicro, provisionalMicro: amountMicro, finalMicro: amountMicro })).toBe(
      amountMicro,
    )
    expect(getDisputeCredit({ amountMicro, provisionalMicro: 0n, finalMicro: 7_250_000n })).toBe(7_250_000n)
    expect(getDisputeCredit({ amountMicro, provisionalMicro: -5n, finalMicro: -1n })).toBe(0n)
    expect(getDisputeCredit({ amountMicro, provisionalMicro: 0n, finalMicro: 2n * amountMicro })).toBe(
      amountMicro,
    )
  })
  it('never below zero nor above the amount, and never below the final amount that fits', () => {
    fc.assert(
      fc.property(
        fc.bigInt(1n, 10n ** 12n),
        fc.bigInt(-(10n ** 12n), 10n ** 13n),
        fc.bigInt(-(10n ** 12n), 10n ** 13n),
        (amountMicro, provisionalMicro, finalMicro) => {
          const credit = getDisputeCredit({ amountMicro, provisionalMicro, finalMicro })
          expect(credit >= 0n && credit <= amountMicro).toBe(true)
          const fitting = finalMicro < 0n ? 0n : finalMicro > amountMicro ? amountMicro : finalMicro
          expect(credit >= fitting).toBe(true)
        },
      ),
    )
  })
})
