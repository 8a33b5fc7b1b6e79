import { describe, expect, it } from 'vitest'
import { foldLedgerEntry, type LedgerEntryToFold } from './foldLedgerEntry'

const USD = 1_000_000n
const topup: LedgerEntryToFold = {
  kind: 'topup_credit',
  pendingDeltaMicro: 24_955_000n,
  balanceDeltaMicro: 0n,
  settledMicro: 0n,
  reversedMicro: 0n,
}

describe('foldLedgerEntry', () => {
  it('a top-up not yet settled is a pending credit that adds nothing to the balance yet', () => {
    expect(foldLedgerEntry(topup)).toEqual({
      type: 'topup',
      state: 'pending',
      amountMicro: 24_955_000n,
      balanceChangeMicro: 0n,
    })
  })

  it('a top-up adds what of it settled; settled once all of it has', () => {
    expect(foldLedgerEntry({ ...topup, settledMicro: 10n * USD })).toMatchObject({
      state: 'pending',
      balanceChangeMicro: 10n * USD,
    })
    expect(foldLedgerEntry({ ...topup, settledMicro: 24_955_000n })).toMatchObject({
      state: 'settled',
      amountMicro: 24_955_000n,
      balanceChangeMicro: 24_955_000n,
    })
  })

  it('a top-up whose transfer left the chain is reversed and keeps only what had settled', () => {
    expect(foldLedgerEntry({ ...topup, reversedMicro: 24_955_000n })).toMatchObject({
      state: 'reversed',
      balanceChangeMicro: 0n,
    })
    expect(foldLedgerEntry({ ...topup, settledMicro: 5n * USD, reversedMicro: 19_955_000n })).toMatchObject({
      state: 'reversed',
      balanceChangeMicro: 5n * USD,
    })
  })

  it('a top-up partly moved or refunded stays a credit of what stayed, settled once that has; not reversed', () => {
    const deposit = { ...topup, pendingDeltaMicro: 3_000n * USD }
    const moved = { ...deposit, reversedMicro: 500n * USD, takenMicro: 500n * USD }
    expect(foldLedgerEntry(moved)).toEqual({
      type: 'topup',
      state: 'pending',
      amountMicro: 2_500n * USD,
      balanceChangeMicro: 0n,
    })
    expect(foldLedgerEntry({ ...moved, settledMicro: 2_500n * USD })).toEqual({
      type: 'topup',
      state: 'settled',
      amountMicro: 2_500n * USD,
      balanceChangeMicro: 2_500n * USD,
    })
    // A reorg that took back the rest after a part was moved still reverses the credit.
    expect(
      foldLedgerEntry({
        ...deposit,
        settledMicro: 1_000n * USD,
        reversedMicro: 2_000n * USD,
        takenMicro: 500n * USD,
      }),
    ).toMatchObject({ state: 'reversed', amountMicro: 2_500n * USD, balanceChangeMicro: 1_000n * USD })
  })

  it('what left a pending top-up is a debit row of its own that never touched the balance', () => {
    const out = {
      ...topup,
      kind: 'adjustment' as const,
      pendingDeltaMicro: -500n * USD,
      movement: 'transfer_out' as const,
    }
    expect(foldLedgerEntry(out)).toEqual({
      type: 'transfer_out',
      state: 'settled',
      amountMicro: -500n * USD,
      balanceChangeMicro: 0n,
    })
    expect(foldLedgerEntry({ ...out, movement: 'topup_refund' }).type).toBe('topup_refund')
    // The other card's credit of it is a credit like any other, typed as moved in.
    const moved = { ...topup, kind: 'exception_credit' as const, movement: 'transfer_in' as const }
    expect(foldLedgerEntry(moved)).toMatchObject({ type: 'transfer_in', state: 'pending' })
  })

  it('a redemption of rewards and an operator credit are credits of their own type', () => {
    expect(foldLedgerEntry({ ...topup, kind: 'redeem', settledMicro: 24_955_000n }).type).toBe('reward')
    expect(foldLedgerEntry({ ...topup, kind: 'exception_credit' }).type).toBe('credit')
  })

  it('a movement of the balance itself is settled at its sign', () => {
    const refund = { ...topup, kind: 'refund' as const, pendingDeltaMicro: 0n, balanceDeltaMicro: 3n * USD }
    expect(foldLedgerEntry(refund)).toEqual({
      type: 'refund',
      state: 'settled',
      amountMicro: 3n * USD,
      balanceChangeMicro: 3n * USD,
    })
    const debit = { ...refund, kind: 'adjustment' as const, balanceDeltaMicro: -2n * USD }
    expect(foldLedgerEntry(debit)).toEqual({
      type: 'adjustment',
      state: 'settled',
      amountMicro: -2n * USD,
      balanceChangeMicro: -2n * USD,
    })
  })

  it('a refund the merchant took back and a correction are rows of their own, settled at their sign', () => {
    const taken = {
      ...topup,
      kind: 'return_reversal' as const,
      pendingDeltaMicro: 0n,
      balanceDeltaMicro: -4n * USD,
    }
    expect(foldLedgerEntry(taken)).toEqual({
      type: 'return_reversal',
      state: 'settled',
      amountMicro: -4n * USD,
      balanceChangeMicro: -4n * USD,
    })
    const corrected = { ...taken, kind: 'correction' as const, balanceDeltaMicro: 700_000n }
    expect(foldLedgerEntry(corrected)).toMatchObject({ type: 'correction', amountMicro: 700_000n })
  })
})
