import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

class ApiCallError extends Error {
  override name = 'ApiCallError' as const
  shortMessage: string
  status: number
  code: string | undefined
  constructor({
    method,
    path,
    status,
    body,
  }: { method: string; path: string; status: number; body: string }) {
    let code: string | undefined
    try {
      code = (JSON.parse(body) as { code?: string }).code
    } catch {}
    const shortMessage = `${method} /api${path} answered ${status}: ${body.slice(0, 300)}`
    super(shortMessage)
    this.shortMessage = shortMessage
    this.status = status
    this.code = code
  }
}

export type ApiClient = {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
  put<T>(path: string, body?: unknown): Promise<T>
}

/**
 * The API as a second device of the same user: signs in with Sign-In with Ethereum from Node (same key as the
 * page's wallet, its own session). Tests use it to arrange state the journey is not about, and for the
 * sandbox-only routes that stand for the outside world (a merchant's purchase, the issuer's settlement).
 */
export async function signInApi({
  baseUrl,
  privateKey,
  chainId,
  productName,
}: {
  baseUrl: string
  privateKey: Hex
  chainId: number
  productName: string
}): Promise<ApiClient> {
  const account = privateKeyToAccount(privateKey)
  const origin = new URL(baseUrl)
  let cookie = ''

  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-payer': account.address,
      ...extra,
    }
    if (cookie) headers.cookie = cookie
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const setCookie = response.headers.get('set-cookie')
    if (setCookie) cookie = setCookie.split(';')[0] ?? ''
    const text = await response.text()
    if (!response.ok) throw new ApiCallError({ method, path, status: response.status, body: text })
    return (text === '' ? undefined : JSON.parse(text)) as T
  }

  const { nonce } = await call<{ nonce: string }>('POST', '/nonce')
  const message = createSiweMessage({
    domain: origin.host,
    address: account.address,
    statement: `Sign in to ${productName}`,
    uri: origin.origin,
    version: '1',
    chainId,
    nonce,
    issuedAt: new Date(),
  })
  const signature = await account.signMessage({ message })
  await call('POST', '/auth', { message }, { 'x-signature': signature })

  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
  }
}
