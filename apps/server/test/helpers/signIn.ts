import type { FastifyInstance } from 'fastify'
import type { Address, Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** What can sign in: a viem LocalAccount, or a smart wallet address with its owner's signMessage. */
export type TestSigner = { address: Address; signMessage(args: { message: string }): Promise<Hex> }

export type SignInResult = {
  address: Address
  expiresAt: string
  /** `name=value` of the session cookie. */
  cookie: string
  /** Headers an authenticated request needs: the cookie and X-PAYER. */
  headers: { cookie: string; 'x-payer': Address }
}

/** Builds the EIP-4361 message the web app would ask the wallet to sign. */
export function buildSiweMessage(
  app: FastifyInstance,
  {
    address,
    nonce,
    chainId,
    issuedAt,
  }: { address: Address; nonce: string; chainId?: number; issuedAt?: Date },
): string {
  const origin = new URL(app.config.publicOrigin)
  return createSiweMessage({
    domain: origin.host,
    address,
    statement: `Sign in to ${app.config.productName}`,
    uri: origin.origin,
    version: '1',
    chainId: chainId ?? app.config.chains[0]!.id,
    nonce,
    issuedAt: issuedAt ?? app.clock.now(),
  })
}

/** Asks the app for a nonce for `address`; throws unless it answers 200. */
export async function requestNonce(app: FastifyInstance, address: Address): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/nonce', headers: { 'x-payer': address } })
  if (res.statusCode !== 200) throw new Error(`POST /api/nonce answered ${res.statusCode}: ${res.body}`)
  return res.json<{ nonce: string }>().nonce
}

/** The full sign-in (nonce, EIP-4361 message, signature, POST /api/auth) through app.inject. */
export async function signIn(
  app: FastifyInstance,
  signer: TestSigner,
  options: { userAgent?: string; clientHints?: { brands?: string; platform?: string } } = {},
): Promise<SignInResult> {
  const nonce = await requestNonce(app, signer.address)
  const message = buildSiweMessage(app, { address: signer.address, nonce })
  const signature = await signer.signMessage({ message })
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: {
      'x-payer': signer.address,
      'x-signature': signature,
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      ...(options.clientHints?.brands ? { 'sec-ch-ua': options.clientHints.brands } : {}),
      ...(options.clientHints?.platform ? { 'sec-ch-ua-platform': options.clientHints.platform } : {}),
    },
    payload: { message },
  })
  if (res.statusCode !== 200) throw new Error(`POST /api/auth answered ${res.statusCode}: ${res.body}`)
  const setCookie = res.cookies[0]
  if (!setCookie) throw new Error('POST /api/auth set no cookie')
  const cookie = `${setCookie.name}=${setCookie.value}`
  const body = res.json<{ address: Address; expiresAt: string }>()
  return { ...body, cookie, headers: { cookie, 'x-payer': signer.address } }
}
