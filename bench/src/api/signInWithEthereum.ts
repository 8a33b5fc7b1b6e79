import type { LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { ApiCallError, type ApiClient, createApiClient } from './apiClient'

/**
 * Signs `account` in on the running server the way the web app does (API.md "Sign-in"): POST /api/nonce,
 * an EIP-4361 message for the server's origin, the account's signature, POST /api/auth; returns a client
 * carrying the session cookie and X-PAYER.
 */
export async function signInWithEthereum(
  origin: string,
  account: LocalAccount,
  chainId: number,
): Promise<ApiClient> {
  const client = createApiClient(origin, account.address)
  // The nonce is bound to the browser that asked for it (its pre-auth cookie), sent back with the signature.
  const nonceAnswer = await fetch(`${origin}/api/nonce`, {
    method: 'POST',
    headers: { 'x-payer': account.address },
  })
  if (!nonceAnswer.ok)
    throw new ApiCallError('POST', '/api/nonce', nonceAnswer.status, await nonceAnswer.text())
  const preAuth = nonceAnswer.headers.getSetCookie()[0]?.split(';')[0] ?? ''
  const { nonce } = (await nonceAnswer.json()) as { nonce: string }
  const url = new URL(origin)
  const message = createSiweMessage({
    domain: url.host,
    address: account.address,
    statement: 'Sign in to Chaincard',
    uri: url.origin,
    version: '1',
    chainId,
    nonce,
    issuedAt: new Date(),
  })
  const signature = await account.signMessage({ message })
  const res = await fetch(`${origin}/api/auth`, {
    method: 'POST',
    headers: {
      'x-payer': account.address,
      'x-signature': signature,
      'content-type': 'application/json',
      cookie: preAuth,
    },
    body: JSON.stringify({ message }),
  })
  if (!res.ok) throw new ApiCallError('POST', '/api/auth', res.status, await res.text())
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0]
  if (!cookie) throw new Error('POST /api/auth set no cookie')
  client.headers = { 'x-payer': account.address, cookie }
  return client
}
