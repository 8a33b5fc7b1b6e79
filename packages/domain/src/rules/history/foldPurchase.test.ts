import { describe, expect, it } from 'vitest'
import { foldPurchase, type PurchaseToFold } from './foldPurchase'

const USD = 1_000_000n
const base: PurchaseToFold = {
  status: 'approved',
  amountMicro: 12n * USD,
  capturedMicro: 0n,
  heldMicro: 12n * USD,
  refundedMicro: 0n,
}

describe('foldPurchase', () => {
  it('an approved purchase is pending, negative, and takes its hold off the balance', () => {
    expect(foldPurchase(base)).toEqual({
      type: 'authorization_approval',
      state: 'pending',
      amountMicro: -12n * USD,
      balanceChangeMicro: -12n * USD,
    })
  })

  it('a partly released hold takes only what it still holds, and shows that amount', () => {
    expect(foldPurchase({ ...base, heldMicro: 7n * USD })).toEqual({
      type: 'authorization_approval',
      state: 'pending',
      amountMicro: -7n * USD,
      balanceChangeMicro: -7n * USD,
    })
  })

  it('a captured purchase is settled at what cleared, not what was asked', () => {
    expect(foldPurchase({ ...base, status: 'captured', capturedMicro: 11_500_000n, heldMicro: 0n })).toEqual({
      type: 'consumption',
      state: 'settled',
      amountMicro: -11_500_000n,
      balanceChangeMicro: -11_500_000n,
    })
  })

  it('a reversed purchase keeps its amount and changes nothing', () => {
    expect(foldPurchase({ ...base, status: 'reversed', heldMicro: 0n })).toEqual({
      type: 'authorization_reversal',
      state: 'reversed',
      amountMicro: -12n * USD,
      balanceChangeMicro: 0n,
    })
  })

  it('a refunded purchase is marked refunded and still takes what cleared: the refund is a row of its own', () => {
    const cleared = { ...base, status: 'captured' as const, capturedMicro: 11_500_000n, heldMicro: 0n }
    expect(foldPurchase({ ...cleared, refundedMicro: 4n * USD })).toEqual({
      type: 'consumption',
      state: 'refunded',
      amountMicro: -11_500_000n,
      balanceChangeMicro: -11_500_000n,
    })
    expect(foldPurchase({ ...cleared, refundedMicro: 11_500_000n }).balanceChangeMicro).toBe(-11_500_000n)
  })

  it('a declined purchase is negative at what was asked and changes nothing', () => {
    expect(foldPurchase({ ...base, status: 'declined', heldMicro: 0n })).toEqual({
      type: 'authorization_decline',
      state: 'declined',
      amountMicro: -12n * USD,
      balanceChangeMicro: 0n,
    })
  })

  it('a purchase waiting for its 3DS answer is pending and holds nothing yet', () => {
    expect(foldPurchase({ ...base, status: 'challenge', heldMicro: 0n })).toMatchObject({
      state: 'pending',
      balanceChangeMicro: 0n,
    })
  })
})

describe('foldPurchase: the card network lifecycles', () => {
  it('cleared in part while still pending: pending, at what cleared plus what is still held', () => {
    expect(
      foldPurchase({ ...base, amountMicro: 20n * USD, capturedMicro: 12n * USD, heldMicro: 8n * USD }),
    ).toEqual({
      type: 'authorization_approval',
      state: 'pending',
      amountMicro: -20n * USD,
      balanceChangeMicro: -20n * USD,
    })
  })

  it('expired after a partial clearing: settled at what cleared, nothing held', () => {
    expect(
      foldPurchase({ ...base, status: 'reversed', capturedMicro: 5n * USD, heldMicro: 0n }),
    ).toMatchObject({ state: 'settled', amountMicro: -5n * USD, balanceChangeMicro: -5n * USD })
  })

  it('a credit authorization is a pending credit that adds nothing until it clears, then what cleared', () => {
    const credit = { ...base, direction: 'credit' as const, heldMicro: 0n, amountMicro: 9n * USD }
    expect(foldPurchase(credit)).toEqual({
      type: 'refund',
      state: 'pending',
      amountMicro: 9n * USD,
      balanceChangeMicro: 0n,
    })
    expect(foldPurchase({ ...credit, status: 'captured', refundedMicro: 8n * USD })).toEqual({
      type: 'refund',
      state: 'settled',
      amountMicro: 8n * USD,
      balanceChangeMicro: 8n * USD,
    })
    expect(foldPurchase({ ...credit, status: 'reversed' })).toMatchObject({
      state: 'reversed',
      balanceChangeMicro: 0n,
    })
    expect(foldPurchase({ ...credit, status: 'declined' })).toMatchObject({
      type: 'authorization_decline',
      state: 'declined',
      balanceChangeMicro: 0n,
    })
  })
})
