import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiweMessage, createTestApp, requestNonce, signIn, type TestApp, testAccount } from '../helpers'

let t: TestApp
const lines: string[] = []

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  t = await createTestApp({ config: { logLevel: 'trace' }, logStream: stream })
})
afterAll(async () => {
  await t?.close()
})

describe('logs', () => {
  it('carry neither the signature, the SIWE message nor the session cookie of a sign-in', async () => {
    const account = testAccount(1)
    const session = await signIn(t.app, account)
    await t.app.inject({ method: 'GET', url: '/api/state', headers: session.headers })

    // A refused sign-in (wrong key) and an RPC-verified one go through the error paths too.
    const nonce = await requestNonce(t.app, account.address)
    const message = buildSiweMessage(t.app, { address: account.address, nonce })
    const badSignature = await testAccount(2).signMessage({ message })
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'x-payer': account.address, 'x-signature': badSignature, cookie: session.headers.cookie },
      payload: { message },
    })
    expect(refused.statusCode).toBe(401)

    const output = lines.join('')
    expect(output.length).toBeGreaterThan(0)
    expect(output).toContain('request completed')
    const token = session.cookie.split('=')[1]!
    expect(output).not.toContain(token)
    expect(output).not.toContain(badSignature.slice(2, 60))
    expect(output).not.toContain(nonce)
  })

  it("keeps a failed query's parameter values out of a logged error (message, stack and params)", () => {
    const before = lines.length
    const cause = new Error('connection lost')
    const error = Object.assign(
      new Error('Failed query: select * from nonces where nonce = $1\nparams: SecretNonce12345678,0xabc', {
        cause,
      }),
      { query: 'select * from nonces where nonce = $1', params: ['SecretNonce12345678', '0xabc'] },
    )
    t.app.log.error({ err: error }, 'unhandled error')
    const output = lines.slice(before).join('')
    expect(output).toContain('Failed query: select * from nonces where nonce = $1')
    expect(output).toContain('params: [redacted]')
    expect(output).toContain('connection lost')
    expect(output).not.toContain('SecretNonce12345678')
  })

  it('redacts secret headers and card fields when a module logs them', () => {
    t.app.log.info(
      {
        req: {
          headers: {
            cookie: 'c=secret-cookie',
            authorization: 'Bearer secret-token',
            'x-signature': '0xsig',
          },
        },
        card: { pan: '4111111111111111', cvv: '123', number: '4111111111111111' },
        body: { message: 'siwe message text' },
        signature: '0xdeadbeef',
      },
      'probe',
    )
    const probe = lines.find((l) => l.includes('"probe"'))!
    for (const secret of [
      'secret-cookie',
      'secret-token',
      '0xsig',
      '4111111111111111',
      '"123"',
      'siwe message text',
      '0xdeadbeef',
    ]) {
      expect(probe).not.toContain(secret)
    }
    expect(probe).toContain('[redacted]')
  })
})
