import type { PushPayload } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { sendWebPush } from './sendWebPush'
import { type LocalPushService, startLocalPushService } from './testing/localPushService'
import { createPushDevice } from './testing/pushDevice'

// A subscription's host name was checked when it was stored; a name can be pointed into the server's own network
// afterwards (DNS rebinding). The sender's connection resolves the name itself and refuses such an address: here
// a push service on 127.0.0.1 stands for that network, reached under a name the test resolves.
let push: LocalPushService
const keys = webpush.generateVAPIDKeys()
const vapid = { subject: 'mailto:ops@chaincard.test', publicKey: keys.publicKey, privateKey: keys.privateKey }
const payload: PushPayload = {
  kind: 'deposit',
  event: 'deposit.credited',
  cardId: '00000000-0000-4000-8000-000000000001',
  amount: '25.00',
  currency: 'USDT',
  url: '/cards',
}

beforeAll(async () => {
  push = await startLocalPushService()
})
afterAll(async () => {
  await push?.close()
})

/** The local service's endpoint for `name`, under the host name `host` instead of 127.0.0.1. */
const named = (host: string, name: string) => {
  const url = new URL(push.endpoint(name))
  url.hostname = host
  return url.toString()
}
const targetFor = (endpoint: string) => {
  const { keys: deviceKeys } = createPushDevice().subscription(endpoint)
  return { endpoint, p256dh: deviceKeys.p256dh, auth: deviceKeys.auth }
}

describe('sending to a push service whose name now resolves into a private network', () => {
  it.each([[['127.0.0.1']], [['203.0.113.9', '10.0.0.7']], [['::1']], [['::ffff:169.254.169.254']], [[]]])(
    'is refused when the name resolves to %j, and nothing is posted',
    async (addresses) => {
      const asked: string[] = []
      const before = push.deliveries.length
      const outcome = await sendWebPush({
        target: targetFor(named('rebound.example', 'rebound')),
        payload,
        vapid,
        guard: true,
        resolveAll: async (hostname) => {
          asked.push(hostname)
          return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
        },
      })
      expect(outcome).toEqual({ result: 'failed', reason: 'private address' })
      expect(asked).toEqual(['rebound.example'])
      expect(push.deliveries.length).toBe(before)
    },
  )

  it('posts once the connection is not guarded (tests, http endpoints allowed): the control', async () => {
    const outcome = await sendWebPush({
      target: targetFor(push.endpoint('control')),
      payload,
      vapid,
      guard: false,
    })
    expect(outcome).toEqual({ result: 'sent' })
    expect(push.deliveries.at(-1)?.path).toBe('/push/control')
  })

  it('a guarded connection to a name resolving to public addresses connects to what the lookup gave', async () => {
    // 192.0.2.1 (TEST-NET-1) is not routed: the connection is attempted there, and fails, rather than refused.
    const outcome = await sendWebPush({
      target: targetFor(named('public.example', 'public')),
      payload,
      vapid,
      guard: true,
      timeoutMs: 500,
      resolveAll: async () => [{ address: '192.0.2.1', family: 4 }],
    })
    expect(outcome.result).toBe('failed')
    expect(outcome).not.toEqual({ result: 'failed', reason: 'private address' })
  })
})
