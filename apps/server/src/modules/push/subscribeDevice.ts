import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
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

/** Networks no push service is in: loopback, private, link-local, shared (CGNAT), unspecified, and IPv6's. */
const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6')
}

/** True for an address in a network no push service is in (an IPv4-mapped IPv6 address as its IPv4). */
function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return INTERNAL.check(mapped[1]!, 'ipv4')
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
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
