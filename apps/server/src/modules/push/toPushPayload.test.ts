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
