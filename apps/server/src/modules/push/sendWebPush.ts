import type { PushPayload } from '@chaincard/domain'
import webpush from 'web-push'
import type { VapidKeys } from '../../config'
import { guardedLookup, type ResolveAll } from './guardedLookup'
import { postToPushService } from './postToPushService'

/** One device to notify: the push service's endpoint and the device's keys. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/** What the push service answered: delivered, gone for good (404/410: forget the device), or failed. */
export type PushOutcome =
  | { result: 'sent' }
  | { result: 'gone'; status: number }
  | { result: 'failed'; reason: string }

/**
 * How long a notification waits at the push service for an offline device: a challenge and a wallet's activation
 * code expire in minutes.
 */
const PUSH_TTL_SECONDS = { urgent: 10 * 60, other: 24 * 60 * 60 } as const
const PUSH_TIMEOUT_MS = 10_000

/**
 * Sends one notification: the payload encrypted to the device (RFC 8291, aes128gcm) and signed with the VAPID
 * keys (RFC 8292), by web-push's request details. The connection resolves the push service's name itself and
 * refuses a private, loopback or link-local address (`guard`), unless the config allows http endpoints (tests,
 * with a push service on 127.0.0.1). A challenge and a wallet's activation code are urgent; the rest normal.
 */
export async function sendWebPush({
  target,
  payload,
  vapid,
  timeoutMs = PUSH_TIMEOUT_MS,
  guard,
  resolveAll,
}: {
  target: PushTarget
  payload: PushPayload
  vapid: VapidKeys
  timeoutMs?: number
  /** Refuse a push service whose name resolves into the server's own networks (off only where http is allowed). */
  guard: boolean
  /** How the guarded connection resolves names (node:dns by default; tests give their own). */
  resolveAll?: ResolveAll
}): Promise<PushOutcome> {
  const urgent = payload.kind === 'challenge' || payload.kind === 'wallet'
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: urgent ? PUSH_TTL_SECONDS.urgent : PUSH_TTL_SECONDS.other,
      urgency: urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  )
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value)
  let status: number
  try {
    status = await postToPushService({
      url: new URL(details.endpoint),
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      timeoutMs,
      ...(guard ? { lookup: guardedLookup(resolveAll) } : {}),
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EPRIVATEADDRESS') return { result: 'failed', reason: 'private address' }
    return { result: 'failed', reason: error instanceof Error ? (code ?? error.name) : 'network error' }
  }
  if (status === 404 || status === 410) return { result: 'gone', status }
  if (status >= 200 && status < 300) return { result: 'sent' }
  return { result: 'failed', reason: `HTTP ${status}` }
}
