import type { PushPayload } from '@chaincard/domain'
import webpush from 'web-push'
import type { VapidKeys } from '../../config'

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
 * keys (RFC 8292), by web-push's request details and the platform's fetch (an http endpoint works too, which
 * tests use with a push service on 127.0.0.1). A challenge and a wallet's activation code are urgent; the rest
 * normal.
 */
export async function sendWebPush({
  target,
  payload,
  vapid,
  timeoutMs = PUSH_TIMEOUT_MS,
}: {
  target: PushTarget
  payload: PushPayload
  vapid: VapidKeys
  timeoutMs?: number
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
  let response: Response
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    return { result: 'failed', reason: error instanceof Error ? error.name : 'network error' }
  }
  await response.body?.cancel().catch(() => {})
  if (response.status === 404 || response.status === 410) return { result: 'gone', status: response.status }
  if (response.status >= 200 && response.status < 300) return { result: 'sent' }
  return { result: 'failed', reason: `HTTP ${response.status}` }
}
