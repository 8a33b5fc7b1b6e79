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

  it('a refunded purchase nets what cleared against what came back, in part or in full', () => {
    const cleared = { ...base, status: 'captured' as const, capturedMicro: 11_500_000n, heldMicro: 0n }
    expect(foldPurchase({ ...cleared, refundedMicro: 4n * USD })).toEqual({
      type: 'refund',
      state: 'refunded',
      amountMicro: -11_500_000n,
      balanceChangeMicro: -7_500_000n,
    })
    expect(foldPurchase({ ...cleared, refundedMicro: 11_500_000n }).balanceChangeMicro).toBe(0n)
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
