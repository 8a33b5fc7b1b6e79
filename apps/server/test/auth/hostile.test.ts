import type { Address, Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildSiweMessage,
  countSessions,
  createTestApp,
  preAuthCookie,
  requestNonce,
  signIn,
  type TestApp,
  testAccount,
} from '../helpers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const alice = testAccount(1)
const bob = testAccount(2)

type Attempt = {
  message: string
  signature?: string | undefined
  payer?: string | undefined
  cookie?: string
}

type RefusalCode =
  | 'unauthorized'
  | 'sign_in_expired'
  | 'sign_in_domain_mismatch'
  | 'sign_in_chain_not_enabled'
  | 'sign_in_signature_invalid'

/**
 * POST /api/auth; asserts 401 with `code` (the refusals a person must act on differently have codes of
 * their own; every message still says "unauthorized") and that no session row appeared.
 */
async function expectRefused(attempt: Attempt, reason?: RegExp, code: RefusalCode = 'unauthorized') {
  const before = await countSessions(t.app)
  const headers: Record<string, string> = {}
  if (attempt.payer !== undefined) headers['x-payer'] = attempt.payer
  if (attempt.signature !== undefined) headers['x-signature'] = attempt.signature
  // The browser's pre-auth cookie, as the payer's own browser sends it, unless the attempt brings its own.
  const preAuth = attempt.payer ? preAuthCookie(t.app, attempt.payer as Address) : undefined
  const cookie = [attempt.cookie, preAuth].filter(Boolean).join('; ')
  if (cookie) headers.cookie = cookie
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers,
    payload: { message: attempt.message },
  })
  expect(res.statusCode, res.body).toBe(401)
  const body = res.json<{ code: string; message: string }>()
  expect(Object.keys(body).sort()).toEqual(['code', 'message'])
  expect(body.code).toBe(code)
  expect(body.message).toContain('unauthorized')
  if (reason) expect(body.message).toMatch(reason)
  expect(res.headers['set-cookie']).toBeUndefined()
  expect(await countSessions(t.app)).toBe(before)
}

/** A well-formed message for `address` with a fresh nonce, with fields overridden. */
async function messageFor(
  address: Address,
  fields: Partial<Parameters<typeof createSiweMessage>[0]> = {},
): Promise<string> {
  const nonce = await requestNonce(t.app, address)
  const origin = new URL(t.config.publicOrigin)
  return createSiweMessage({
    domain: origin.host,
    address,
    statement: 'Sign in to Chaincard',
    uri: origin.origin,
    version: '1',
    chainId: t.chainId,
    nonce,
    issuedAt: t.clock.now(),
    ...fields,
  })
}

const signedBy = async (message: string, account = alice): Promise<Attempt> => ({
  message,
  signature: await account.signMessage({ message }),
  payer: account.address,
})

describe('POST /api/auth refuses with 401 and leaves no session', () => {
  it('a reused nonce', async () => {
    const message = await messageFor(alice.address)
    const attempt = await signedBy(message)
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: {
        'x-payer': alice.address,
        'x-signature': attempt.signature!,
        cookie: preAuthCookie(t.app, alice.address),
      },
      payload: { message },
    })
    expect(ok.statusCode).toBe(200)
    await expectRefused(attempt, /nonce already used/, 'sign_in_expired')
  })

  it('a nonce issued to another address', async () => {
    const bobsNonce = await requestNonce(t.app, bob.address)
    const message = buildSiweMessage(t.app, { address: alice.address, nonce: bobsNonce })
    await expectRefused(await signedBy(message), /not issued to this address/, 'sign_in_expired')
  })

  it('a nonce that was never issued', async () => {
    const message = buildSiweMessage(t.app, { address: alice.address, nonce: 'Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9' })
    await expectRefused(await signedBy(message), /not issued/, 'sign_in_expired')
  })

  it('an expired nonce (issued more than 10 minutes ago)', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    t.clock.advance(10 * 60_000 + 1_000)
    const message = buildSiweMessage(t.app, { address: alice.address, nonce })
    await expectRefused(await signedBy(message), /nonce expired/, 'sign_in_expired')
  })

  it('a nonce just inside its 10 minutes still works (control)', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    t.clock.advance(10 * 60_000 - 1_000)
    const message = buildSiweMessage(t.app, { address: alice.address, nonce })
    const attempt = await signedBy(message)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: {
        'x-payer': alice.address,
        'x-signature': attempt.signature!,
        cookie: preAuthCookie(t.app, alice.address),
      },
      payload: { message },
    })
    expect(res.statusCode).toBe(200)
  })

  it('a wrong domain', async () => {
    await expectRefused(
      await signedBy(await messageFor(alice.address, { domain: 'evil.example' })),
      /domain/,
      'sign_in_domain_mismatch',
    )
  })

  it('a domain with the right host but another port', async () => {
    await expectRefused(
      await signedBy(await messageFor(alice.address, { domain: 'localhost:8081' })),
      /domain/,
      'sign_in_domain_mismatch',
    )
  })

  it('a wrong scheme', async () => {
    await expectRefused(
      await signedBy(await messageFor(alice.address, { scheme: 'https' })),
      /scheme/,
      'sign_in_domain_mismatch',
    )
  })

  it('a wrong uri', async () => {
    await expectRefused(
      await signedBy(await messageFor(alice.address, { uri: 'https://evil.example/' })),
      /uri/,
      'sign_in_domain_mismatch',
    )
  })

  it('a message address other than X-PAYER', async () => {
    const message = await messageFor(alice.address)
    const attempt = await signedBy(message)
    await expectRefused({ ...attempt, payer: bob.address }, /X-PAYER/)
  })

  it('a message address that is not EIP-55 checksummed', async () => {
    const message = (await messageFor(alice.address)).replace(alice.address, alice.address.toLowerCase())
    await expectRefused(await signedBy(message), /EIP-55/)
  })

  it('an expirationTime in the past', async () => {
    const past = new Date(t.clock.now().getTime() - 1_000)
    await expectRefused(
      await signedBy(await messageFor(alice.address, { expirationTime: past })),
      /expired/,
      'sign_in_expired',
    )
  })

  it('a notBefore in the future', async () => {
    const future = new Date(t.clock.now().getTime() + 60_000)
    await expectRefused(
      await signedBy(await messageFor(alice.address, { notBefore: future })),
      /not valid yet/,
      'sign_in_expired',
    )
  })

  it('an issuedAt far in the future', async () => {
    const future = new Date(t.clock.now().getTime() + 60 * 60_000)
    await expectRefused(
      await signedBy(await messageFor(alice.address, { issuedAt: future })),
      /future/,
      'sign_in_expired',
    )
  })

  it('a malformed message', async () => {
    await expectRefused(await signedBy('hello, please let me in'), /not an EIP-4361 message/)
  })

  it('a message missing a required field (Chain ID)', async () => {
    const message = (await messageFor(alice.address)).replace(/\nChain ID: \d+/, '')
    await expectRefused(await signedBy(message), /EIP-4361/)
  })

  it('a message with extra text after the last field', async () => {
    const message = `${await messageFor(alice.address)}\nTransfer all funds to 0xdead`
    await expectRefused(await signedBy(message), /EIP-4361/)
  })

  // The three vectors of the EIP-4361 reference suite (spruceid/siwe) that passed the earlier regex check.
  // viem's createSiweMessage refuses these resources, so each message is built with valid ones, then edited.
  const withResources = async (...resources: string[]) =>
    (await messageFor(alice.address, { resources: ['https://localhost/a', 'https://localhost/b'] })).replace(
      /\nResources:[\s\S]*$/,
      `\nResources:${resources.map((r) => `\n- ${r}`).join('')}`,
    )

  it('resources not separated by a line break', async () => {
    const message = await withResources('https://localhost/a - https://localhost/b')
    await expectRefused(await signedBy(message), /EIP-4361.*resource is not an RFC 3986 URI/)
  })

  it('a first resource that is not an RFC 3986 URI', async () => {
    const message = await withResources('_not_an_rfc3986_uri_', 'https://localhost/b')
    await expectRefused(await signedBy(message), /EIP-4361.*resource is not an RFC 3986 URI/)
  })

  it('a second resource that is not an RFC 3986 URI', async () => {
    const message = await withResources('https://localhost/a', '_not_an_rfc3986_uri_')
    await expectRefused(await signedBy(message), /EIP-4361.*resource is not an RFC 3986 URI/)
  })

  it('a statement with a character outside reserved / unreserved / space', async () => {
    const message = await messageFor(alice.address, { statement: 'Sign in to <Chaincard>' })
    await expectRefused(await signedBy(message), /EIP-4361.*statement/)
  })

  it('a Request ID that is not pchar', async () => {
    const message = await messageFor(alice.address, { requestId: 'a b' })
    await expectRefused(await signedBy(message), /EIP-4361.*Request ID/)
  })

  it('a nonce line shorter than 8 characters', async () => {
    const message = (await messageFor(alice.address)).replace(/\nNonce: \w+/, '\nNonce: Ab12Cd3')
    await expectRefused(await signedBy(message), /EIP-4361.*Nonce/)
  })

  it('an Issued At that is not an RFC 3339 date-time', async () => {
    const message = (await messageFor(alice.address)).replace(
      /\nIssued At: .+/,
      `\nIssued At: ${t.clock.now().toUTCString()}`,
    )
    await expectRefused(await signedBy(message), /EIP-4361.*Issued At/)
  })

  it('a message with every optional field and valid resources signs in (control)', async () => {
    const message = await messageFor(alice.address, {
      expirationTime: new Date(t.clock.now().getTime() + 60_000),
      notBefore: new Date(t.clock.now().getTime() - 60_000),
      requestId: 'req-1',
      resources: [
        'https://localhost/terms',
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ],
    })
    const attempt = await signedBy(message)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: {
        'x-payer': alice.address,
        'x-signature': attempt.signature!,
        cookie: preAuthCookie(t.app, alice.address),
      },
      payload: { message },
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('a version other than 1', async () => {
    const message = (await messageFor(alice.address)).replace('Version: 1', 'Version: 2')
    await expectRefused(await signedBy(message), /version/)
  })

  it('a signature by another key', async () => {
    const message = await messageFor(alice.address)
    const attempt = await signedBy(message)
    await expectRefused(
      { ...attempt, signature: await bob.signMessage({ message }) },
      /signature does not verify/,
      'sign_in_signature_invalid',
    )
  })

  it('a signature of another message', async () => {
    const message = await messageFor(alice.address)
    const other = await messageFor(alice.address)
    await expectRefused(
      { ...(await signedBy(message)), signature: await alice.signMessage({ message: other }) },
      /signature does not verify/,
      'sign_in_signature_invalid',
    )
  })

  it('a truncated signature', async () => {
    const attempt = await signedBy(await messageFor(alice.address))
    await expectRefused({ ...attempt, signature: attempt.signature!.slice(0, 100) })
  })

  it('a signature that is not hex', async () => {
    const attempt = await signedBy(await messageFor(alice.address))
    await expectRefused({ ...attempt, signature: `0x${'zz'.repeat(65)}` }, /X-SIGNATURE/)
  })

  it('no X-SIGNATURE', async () => {
    const attempt = await signedBy(await messageFor(alice.address))
    await expectRefused({ ...attempt, signature: undefined }, /X-SIGNATURE/)
  })

  it('no X-PAYER', async () => {
    const attempt = await signedBy(await messageFor(alice.address))
    await expectRefused({ ...attempt, payer: undefined }, /X-PAYER/)
  })

  it('a chain id that is not enabled', async () => {
    await expectRefused(
      await signedBy(await messageFor(alice.address, { chainId: 1 })),
      /chain 1 is not enabled/,
      'sign_in_chain_not_enabled',
    )
  })
})

// /api/state passes `app.authenticate` (the session lookup, then the route's statement); the three hot routes
// check the session inside their one statement (`sessionCheckOf`). Each must refuse the same way. What a live
// session gets: alice is not activated (invitation 409) and the card id is nobody's (404).
const guarded = [
  { url: '/api/state', live: 200 },
  { url: '/api/card', live: 200 },
  { url: '/api/card/00000000-0000-4000-8000-000000000001/transaction', live: 404 },
  { url: '/api/user/invitation', live: 409 },
]

describe.each(guarded)('authenticated route $url answers 401', ({ url, live }) => {
  const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })
  const expect401 = async (headers: Record<string, string>, message: string) => {
    const res = await get(headers)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'unauthorized', message })
  }

  it('without a cookie', async () => {
    await expect401({ 'x-payer': alice.address }, 'unauthorized: no session')
  })

  it('when the payer switched after sign-in', async () => {
    const session = await signIn(t.app, alice)
    expect((await get(session.headers)).statusCode).toBe(live)
    const mismatch = 'unauthorized: X-PAYER does not match the session'
    await expect401({ cookie: session.cookie, 'x-payer': bob.address }, mismatch)
    await expect401({ cookie: session.cookie }, mismatch)
  })

  it('for a signed-out session reused', async () => {
    const session = await signIn(t.app, alice)
    const out = await t.app.inject({ method: 'POST', url: '/api/sign-out', headers: session.headers })
    expect(out.statusCode).toBe(204)
    await expect401(session.headers, 'unauthorized: session expired or signed out')
  })

  it('for an expired session (7 days later)', async () => {
    const session = await signIn(t.app, alice)
    t.clock.advance(7 * 86_400_000 - 1_000)
    expect((await get(session.headers)).statusCode).toBe(live)
    t.clock.advance(1_000)
    await expect401(session.headers, 'unauthorized: session expired or signed out')
  })

  it('for a forged cookie', async () => {
    const session = await signIn(t.app, alice)
    const forged = `${session.cookie.slice(0, -4)}AAAA`
    await expect401(
      { cookie: forged, 'x-payer': alice.address },
      'unauthorized: session expired or signed out',
    )
  })

  it('for a revoked session', async () => {
    const session = await signIn(t.app, alice)
    expect((await get(session.headers)).statusCode).toBe(live)
    const { sessions } = await import('../../src/db/schema')
    await t.app.db.update(sessions).set({ revoked: true })
    await expect401(session.headers, 'unauthorized: session expired or signed out')
  })
})

describe('POST /api/nonce', () => {
  it('answers a 24-character alphanumeric nonce, different each time', async () => {
    const a = await requestNonce(t.app, alice.address)
    const b = await requestNonce(t.app, alice.address)
    expect(a).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(a).not.toBe(b)
  })

  it('needs a valid X-PAYER (400 validation_failed)', async () => {
    for (const headers of [{}, { 'x-payer': '0x1234' }, { 'x-payer': 'alice' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/nonce', headers })
      expect(res.statusCode).toBe(400)
      expect(res.json<{ code: string }>().code).toBe('validation_failed')
      expect(res.json<{ message: string }>().message).toContain('x-payer')
    }
  })

  it('binds the nonce to the address in lowercase whatever the header case', async () => {
    const nonce = await requestNonce(t.app, alice.address.toUpperCase().replace('0X', '0x') as Hex)
    const message = buildSiweMessage(t.app, { address: alice.address, nonce })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: {
        'x-payer': alice.address,
        'x-signature': await alice.signMessage({ message }),
        cookie: preAuthCookie(t.app, alice.address),
      },
      payload: { message },
    })
    expect(res.statusCode).toBe(200)
  })
})
