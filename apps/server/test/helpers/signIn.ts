import { createHash } from 'node:crypto'
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
  /** Headers an authenticated request needs: the cookies (session, and the browser's pre-auth) and X-PAYER. */
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

/**
 * The pre-auth cookie (`name=value`) of a test browser: by default the one browser of `address` (derived from it,
 * so a test's later requests carry the same one); another `browser` name is another browser of that person, or
 * a stranger's. A nonce is only used with the cookie it was asked with.
 */
export function preAuthCookie(app: FastifyInstance, address: Address, browser = 'own'): string {
  const value = createHash('sha256').update(`${address.toLowerCase()}|${browser}`).digest('base64url')
  const name = app.config.publicOrigin.startsWith('https:') ? '__Host-chaincard_preauth' : 'chaincard_preauth'
  return `${name}=${value}`
}

/**
 * Asks the app for a nonce for `address` as the browser whose pre-auth cookie is `cookie` (default: the
 * address's own test browser); throws unless it answers 200.
 */
export async function requestNonce(
  app: FastifyInstance,
  address: Address,
  cookie = preAuthCookie(app, address),
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/nonce', headers: { 'x-payer': address, cookie } })
  if (res.statusCode !== 200) throw new Error(`POST /api/nonce answered ${res.statusCode}: ${res.body}`)
  return res.json<{ nonce: string }>().nonce
}

/** The full sign-in (nonce, EIP-4361 message, signature, POST /api/auth) through app.inject. */
export async function signIn(
  app: FastifyInstance,
  signer: TestSigner,
  options: { userAgent?: string; clientHints?: { brands?: string; platform?: string } } = {},
): Promise<SignInResult> {
  const preAuth = preAuthCookie(app, signer.address)
  const nonce = await requestNonce(app, signer.address, preAuth)
  const message = buildSiweMessage(app, { address: signer.address, nonce })
  const signature = await signer.signMessage({ message })
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: {
      cookie: preAuth,
      'x-payer': signer.address,
      'x-signature': signature,
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      ...(options.clientHints?.brands ? { 'sec-ch-ua': options.clientHints.brands } : {}),
      ...(options.clientHints?.platform ? { 'sec-ch-ua-platform': options.clientHints.platform } : {}),
    },
    payload: { message },
  })
  if (res.statusCode !== 200) throw new Error(`POST /api/auth answered ${res.statusCode}: ${res.body}`)
  const setCookie = res.cookies.find((c) => c.name.endsWith('chaincard_session'))
  if (!setCookie) throw new Error('POST /api/auth set no cookie')
  const cookie = `${setCookie.name}=${setCookie.value}`
  const body = res.json<{ address: Address; expiresAt: string }>()
  return { ...body, cookie, headers: { cookie: `${cookie}; ${preAuth}`, 'x-payer': signer.address } }
}
