import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'

/**
 * One POST to a push service, answered by its status (the body is not read). Redirects are not followed (a push
 * service does not redirect; following one would leave the checked host). `lookup` resolves the host name for the
 * connection (the guarded one in production).
 */
export function postToPushService({
  url,
  headers,
  body,
  timeoutMs,
  lookup,
}: {
  url: URL
  headers: Record<string, string>
  body: Uint8Array | null
  timeoutMs: number
  lookup?: LookupFunction
}): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body?.byteLength ?? 0) },
        timeout: timeoutMs,
        ...(lookup ? { lookup } : {}),
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })))
    req.on('error', reject)
    req.end(body ?? undefined)
  })
}
