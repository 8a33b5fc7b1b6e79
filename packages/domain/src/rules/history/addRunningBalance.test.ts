import { describe, expect, it } from 'vitest'
import { addRunningBalance } from './addRunningBalance'
import { foldLedgerEntry } from './foldLedgerEntry'
import { foldPurchase } from './foldPurchase'
import { getTransactionDirection } from './getTransactionDirection'

const USD = 1_000_000n
// Newest first: a held purchase, a refund (a row of its own) of the refunded purchase below it, a declined one, a pending top-up, two settled top-ups.
const history = [
  foldPurchase({
    status: 'approved',
    amountMicro: 2n * USD,
    capturedMicro: 0n,
    heldMicro: 2n * USD,
    refundedMicro: 0n,
  }),
  foldLedgerEntry({
    kind: 'refund',
    pendingDeltaMicro: 0n,
    balanceDeltaMicro: 4n * USD,
    settledMicro: 0n,
    reversedMicro: 0n,
  }),
  foldPurchase({
    status: 'captured',
    amountMicro: 12n * USD,
    capturedMicro: 11_500_000n,
    heldMicro: 0n,
    refundedMicro: 4n * USD,
  }),
  foldPurchase({
    status: 'declined',
    amountMicro: 1000n * USD,
    capturedMicro: 0n,
    heldMicro: 0n,
    refundedMicro: 0n,
  }),
  foldLedgerEntry({
    kind: 'topup_credit',
    pendingDeltaMicro: 5n * USD,
    balanceDeltaMicro: 0n,
    settledMicro: 0n,
    reversedMicro: 0n,
  }),
  foldLedgerEntry({
    kind: 'redeem',
    pendingDeltaMicro: 10n * USD,
    balanceDeltaMicro: 0n,
    settledMicro: 10n * USD,
    reversedMicro: 0n,
  }),
  foldLedgerEntry({
    kind: 'topup_credit',
    pendingDeltaMicro: 20n * USD,
    balanceDeltaMicro: 0n,
    settledMicro: 20n * USD,
    reversedMicro: 0n,
  }),
]
// 20 + 10 - 11.50 + 4 - 2 held = 20.50 spendable.
const balanceMicro = 20_500_000n

describe('addRunningBalance', () => {
  it('the newest row ends at the card balance and the oldest adds up from zero', () => {
    const rows = addRunningBalance({ rows: history, balanceMicro, newerChangeMicro: 0n })
    expect(rows.map((r) => r.balanceAfterMicro)).toEqual([
      20_500_000n,
      22_500_000n,
      18_500_000n,
      30n * USD,
      30n * USD,
      30n * USD,
      20n * USD,
    ])
    const oldest = rows.at(-1)!
    expect(oldest.balanceAfterMicro - oldest.balanceChangeMicro).toBe(0n)
    for (let i = 0; i < rows.length - 1; i++) {
      expect(rows[i]!.balanceAfterMicro).toBe(rows[i + 1]!.balanceAfterMicro + rows[i]!.balanceChangeMicro)
    }
  })

  it('a later page starts below the sum of the changes above it, matching the whole list', () => {
    const whole = addRunningBalance({ rows: history, balanceMicro, newerChangeMicro: 0n })
    const above = history.slice(0, 2).reduce((sum, r) => sum + r.balanceChangeMicro, 0n)
    const page = addRunningBalance({ rows: history.slice(2, 5), balanceMicro, newerChangeMicro: above })
    expect(page.map((r) => r.balanceAfterMicro)).toEqual(whole.slice(2, 5).map((r) => r.balanceAfterMicro))
  })

  it('an empty page is empty', () => {
    expect(addRunningBalance({ rows: [], balanceMicro, newerChangeMicro: 0n })).toEqual([])
  })
})

describe('getTransactionDirection', () => {
  it('negative is a debit, zero and positive a credit', () => {
    expect(history.map((r) => getTransactionDirection(r.amountMicro))).toEqual([
      'debit',
      'credit',
      'debit',
      'debit',
      'credit',
      'credit',
      'credit',
    ])
    expect(getTransactionDirection(0n)).toBe('credit')
  })
})
