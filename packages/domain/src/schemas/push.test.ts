import { describe, expect, it } from 'vitest'
import { PUSH_EVENT_KINDS, pushKindOf } from '../rules/pushKinds'
import { CARD_EVENT_KINDS } from './events'
import { PushSubscriptionBody } from './push'

describe('pushKindOf', () => {
  it('maps each pushed card event to its kind, and the rest to none', () => {
    expect(pushKindOf('challenge.opened')).toBe('challenge')
    expect(pushKindOf('purchase.declined')).toBe('purchase')
    expect(pushKindOf('deposit.credited')).toBe('deposit')
    expect(pushKindOf('wallet.code')).toBe('wallet')
    expect(pushKindOf('challenge.closed')).toBeNull()
    expect(pushKindOf('deposit.confirming')).toBeNull()
    expect(pushKindOf('card.settled')).toBeNull()
  })

  it('names only events the stream knows', () => {
    for (const events of Object.values(PUSH_EVENT_KINDS)) {
      for (const event of events) expect(CARD_EVENT_KINDS).toContain(event)
    }
  })
})

describe('PushSubscriptionBody', () => {
  const body = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'c2VjcmV0LXNlY3JldC0xMg' },
    kinds: ['challenge'],
  }

  it('accepts what PushSubscription.toJSON() gives, with the kinds', () => {
    expect(PushSubscriptionBody.safeParse(body).success).toBe(true)
  })

  it.each([
    ['a compressed key', { keys: { ...body.keys, p256dh: `A${'a'.repeat(86)}` } }],
    ['an auth of 17 bytes', { keys: { ...body.keys, auth: 'c2VjcmV0LXNlY3JldC0xMjM' } }],
    ['a javascript: endpoint', { endpoint: 'javascript:alert(1)' }],
    ['an endpoint of 2049 characters', { endpoint: `https://push.example/${'a'.repeat(2028)}` }],
  ])('refuses %s', (_name, change) => {
    expect(PushSubscriptionBody.safeParse({ ...body, ...change }).success).toBe(false)
  })
})
