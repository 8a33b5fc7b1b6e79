import { lookup } from 'node:dns/promises'
import type { PushSubscription, PushSubscriptionBody } from '@chaincard/domain'
import type { Db } from '../../db'
import type { PushSubscriptionRow } from '../../db/schema'
import { AppError } from '../../errors'
import { isInternalAddress, isLocalOrAddress } from './internalAddress'
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
  sessionId,
  body,
  allowHttp,
  resolveHost = resolveAddresses,
}: {
  db: Db
  owner: string
  /** The session subscribing: the device is removed when it ends (sign-out, revocation). */
  sessionId: string
  body: PushSubscriptionBody
  allowHttp: boolean
  /** The addresses a host name resolves to (node:dns by default; tests give their own). */
  resolveHost?: (hostname: string) => Promise<string[]>
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
  if (!allowHttp) {
    // Push services listen on 443; and a name that resolves into a private, loopback or link-local network
    // (`127.0.0.1.nip.io`, `metadata.google.internal`) would make the sender post into the server's own.
    if (endpoint.port !== '') throw new AppError('validation_failed', 'body.endpoint: must use port 443')
    const addresses = await resolveHost(endpoint.hostname).catch(() => [])
    if (addresses.length === 0) {
      throw new AppError('validation_failed', 'body.endpoint: the host name does not resolve')
    }
    if (addresses.some(isInternalAddress)) {
      throw new AppError('validation_failed', 'body.endpoint: the host name resolves to a private address')
    }
  }
  if ((await countPushSubscriptions(db, owner, body.endpoint)) >= MAX_PUSH_SUBSCRIPTIONS) {
    throw new AppError('reach_limit', `at most ${MAX_PUSH_SUBSCRIPTIONS} devices get notifications`)
  }
  const row = await upsertPushSubscription(db, {
    owner,
    sessionId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    kinds: body.kinds,
  })
  return toWireSubscription(row)
}

async function resolveAddresses(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)
}

export function toWireSubscription(row: PushSubscriptionRow): PushSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    kinds: row.kinds as PushSubscription['kinds'],
    createdAt: row.createdAt.toISOString(),
  }
}
