import type { Address } from 'viem'

export class ApiCallError extends Error {
  override readonly name = 'ApiCallError' as const
  readonly shortMessage: string
  constructor(method: string, path: string, status: number, body: string) {
    super(`${method} ${path} answered ${status}: ${body.slice(0, 300)}`)
    this.shortMessage = `${method} ${path} answered ${status}`
  }
}

export type ApiClient = {
  origin: string
  address: Address
  /** Headers a signed-in request carries (cookie and X-PAYER); set by `signIn`. */
  headers: Record<string, string>
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>
}

/** A tiny HTTP client for the bench: JSON in and out, throws `ApiCallError` on any non-2xx. */
export function createApiClient(origin: string, address: Address): ApiClient {
  const client: ApiClient = {
    origin,
    address,
    headers: { 'x-payer': address },
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: { ...client.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      if (!res.ok) throw new ApiCallError(method, path, res.status, text)
      return (text === '' ? undefined : JSON.parse(text)) as T
    },
  }
  return client
}
