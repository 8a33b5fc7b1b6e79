import { describe, expect, it } from 'vitest'
import { toWireEvent } from './toWireEvent'

const chains = [{ id: 8453, requiredConfirmations: 12 }]

describe('toWireEvent', () => {
  it('sends amounts as signed 2-decimal strings, rounded down, and keeps the rest of the payload', () => {
    const wire = toWireEvent(
      {
        id: 7,
        cardId: 'c1',
        kind: 'purchase.refunded',
        payload: { amountMicro: '-3509999', merchant: 'Shop' },
      },
      chains,
    )
    expect(wire).toEqual({
      id: 7,
      event: 'purchase.refunded',
      data: { cardId: 'c1', amount: '-3.50', merchant: 'Shop' },
    })
  })

  it('an owner event names no card: its data has no cardId at all', () => {
    const wire = toWireEvent(
      {
        id: 8,
        cardId: null,
        kind: 'rewards.changed',
        payload: { rewardType: 'referral', amountMicro: '5000000' },
      },
      chains,
    )
    expect(wire).toEqual({
      id: 8,
      event: 'rewards.changed',
      data: { rewardType: 'referral', amount: '5.00' },
    })
    expect('cardId' in wire.data).toBe(false)
  })

  it("adds the confirmations a deposit's chain requires, only to deposits still confirming", () => {
    const payload = { chainId: 8453, confirmations: 3 }
    expect(toWireEvent({ id: 1, cardId: 'c1', kind: 'deposit.seen', payload }, chains).data.required).toBe(12)
    expect(
      toWireEvent({ id: 2, cardId: 'c1', kind: 'deposit.confirming', payload }, chains).data.required,
    ).toBe(12)
    expect(
      toWireEvent({ id: 3, cardId: 'c1', kind: 'deposit.credited', payload }, chains).data.required,
    ).toBeUndefined()
    expect(
      toWireEvent({ id: 4, cardId: 'c1', kind: 'deposit.seen', payload: { chainId: 1 } }, chains).data
        .required,
    ).toBeUndefined()
  })

  it('a non-string amount is null on the wire', () => {
    expect(
      toWireEvent({ id: 5, cardId: 'c1', kind: 'card.settled', payload: { amountMicro: null } }, chains).data
        .amount,
    ).toBeNull()
  })
})
