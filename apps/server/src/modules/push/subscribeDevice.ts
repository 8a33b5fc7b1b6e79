import { isIP } from 'node:net'
import type { PushSubscription, PushSubscriptionBody } from '@chaincard/domain'
import type { Db } from '../../db'
import type { PushSubscriptionRow } from '../../db/schema'
import { AppError } from '../../errors'
import { countPushSubscriptions, upsertPushSubscription } from './repo/pushSubscriptions'

/** Most devices one owner can have subscribed (phones, browsers): a bound on what one session can store. */
const MAX_PUSH_SUBSCRIPTIONS = 20

/**
 * Records (or updates) a device's subscription for `owner`. Push services are https; an http endpoint only
 * when the config allows it (tests, with a push service on 127.0.0.1).
 */
export async function subscribeDevice({
  db,
  owner,
  body,
  allowHttp,
}: {
  db: Db
  owner: string
  body: PushSubscriptionBody
  allowHttp: boolean
}): Promise<PushSubscription> {
  const endpoint = new URL(body.endpoint)
  if (endpoint.protocol !== 'https:' && !allowHttp) {
    throw new AppError('validation_failed', 'body.endpoint: must be an https URL')
  }
  if (endpoint.username || endpoint.password) {
    throw new AppError('validation_failed', 'body.endpoint: must not carry credentials')
  }
  // Push services are named hosts on the internet: an address or localhost would make the sender a way into
  // the server's own network (tests, which allow http, use 127.0.0.1).
  if (!allowHttp && isLocalOrAddress(endpoint.hostname)) {
    throw new AppError('validation_failed', 'body.endpoint: must be a push service host name')
  }
  if ((await countPushSubscriptions(db, owner, body.endpoint)) >= MAX_PUSH_SUBSCRIPTIONS) {
    throw new AppError('reach_limit', `at most ${MAX_PUSH_SUBSCRIPTIONS} devices get notifications`)
  }
  const row = await upsertPushSubscription(db, {
    owner,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    kinds: body.kinds,
  })
  return toWireSubscription(row)
}

/** `localhost`, `*.localhost`, an IPv4 or IPv6 literal, or a name without a dot. */
function isLocalOrAddress(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host.startsWith('[') || isIP(host) !== 0) return true
  return !host.includes('.')
}

export function toWireSubscription(row: PushSubscriptionRow): PushSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    kinds: row.kinds as PushSubscription['kinds'],
    createdAt: row.createdAt.toISOString(),
  }
}
