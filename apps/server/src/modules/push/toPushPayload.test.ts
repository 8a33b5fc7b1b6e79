import { describe, expect, it } from 'vitest'
import type { CardEventRow } from '../../db/schema'
import { toPushPayload } from './toPushPayload'

const declined = (payload: CardEventRow['payload']): CardEventRow => ({
  id: 7,
  ownerAddress: '0xabc',
  cardId: 'card-1',
  kind: 'purchase.declined',
  payload: { amountMicro: '10000000', merchantName: 'Shop', ...payload },
  createdAt: new Date('2026-12-01T00:00:00Z'),
})

describe('a declined purchase as a push payload', () => {
  it("carries the reason and the owner's limit, so the notification says why", () => {
    expect(
      toPushPayload(declined({ declineReason: 'over_daily_limit', declineLimitMicro: '15000000' }), []),
    ).toEqual({
      kind: 'purchase',
      event: 'purchase.declined',
      cardId: 'card-1',
      amount: '10.00',
      currency: 'USD',
      url: '/card/card-1',
      declineReason: 'over_daily_limit',
      declineLimit: '15.00',
    })
  })

  it('carries a reason without a figure as null, and nothing when the event names no reason', () => {
    expect(toPushPayload(declined({ declineReason: 'program_policy' }), [])).toMatchObject({
      declineReason: 'program_policy',
      declineLimit: null,
    })
    const plain = toPushPayload(declined({}), [])
    expect(plain).not.toHaveProperty('declineReason')
    expect(plain).not.toHaveProperty('declineLimit')
    // Never the merchant or anything else of the event's.
    expect(JSON.stringify(plain)).not.toContain('Shop')
  })

  it("is none for a decline by the owner's own doing: they know", () => {
    expect(toPushPayload(declined({ declineReason: 'card_locked', declinedBy: 'owner' }), [])).toBeNull()
    expect(toPushPayload(declined({ declineReason: 'card_locked' }), [])).toMatchObject({
      declineReason: 'card_locked',
    })
  })

  it('leaves an approved purchase as it was', () => {
    const approved = { ...declined({ declineReason: 'over_daily_limit' }), kind: 'purchase.authorized' }
    expect(toPushPayload(approved, [])).not.toHaveProperty('declineReason')
  })
})

const event = (kind: string, payload: CardEventRow['payload']): CardEventRow => ({
  id: 8,
  ownerAddress: '0xabc',
  cardId: 'card-1',
  kind,
  payload,
  createdAt: new Date('2026-12-01T00:00:00Z'),
})

describe('a deposit.held row as a push payload', () => {
  const tx = `0x${'ab'.repeat(32)}`

  it('is a held deposit only when its exception holds the owner’s money', () => {
    const held = event('deposit.held', {
      exceptionId: '12',
      reason: 'unsupported_token',
      chainId: 31337,
      txHash: tx,
      heldFor: 'owner',
    })
    expect(toPushPayload(held, [])).toEqual({
      kind: 'deposit',
      event: 'deposit.held',
      cardId: 'card-1',
      amount: null,
      currency: null,
      url: '/card/card-1',
    })
  })

  it.each([
    ['the payment’s own row of the same transfer', { paymentId: '5', chainId: 31337, txHash: tx }],
    [
      'a refused payment report',
      { exceptionId: '13', reason: 'rejected_report', chainId: 31337, txHash: tx },
    ],
    ['a reorg shortfall', { exceptionId: '14', reason: 'reorg_shortfall', chainId: 31337, txHash: tx }],
    [
      'an operator’s issuer matter',
      { exceptionId: '15', reason: 'issuer_unhandled', chainId: null, txHash: null },
    ],
    // The reason alone is not the rule: the exception's own word (set as it was recorded) is.
    ['a held reason whose exception does not say so', { exceptionId: '16', reason: 'card_inactive' }],
  ])('is none for %s', (_, payload) => {
    expect(toPushPayload(event('deposit.held', payload), [])).toBeNull()
  })
})

describe('a decided dispute as a push payload', () => {
  it.each(['won', 'lost', 'withdrawn'] as const)(
    '%s: a purchase notification saying the outcome',
    (status) => {
      expect(
        toPushPayload(event('dispute.decided', { disputeId: 'd-1', status, amountMicro: '12500000' }), []),
      ).toEqual({
        kind: 'purchase',
        event: 'dispute.decided',
        cardId: 'card-1',
        amount: '12.50',
        currency: 'USD',
        url: '/card/card-1',
        outcome: status,
      })
    },
  )

  it('is none for a status that is no decision', () => {
    expect(toPushPayload(event('dispute.decided', { disputeId: 'd-1', status: 'in_review' }), [])).toBeNull()
    expect(toPushPayload(event('dispute.decided', { disputeId: 'd-1' }), [])).toBeNull()
  })
})
