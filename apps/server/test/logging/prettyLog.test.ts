import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import {
  buildSiweMessage,
  createTestApp,
  createTestDatabase,
  requestNonce,
  type SlowRpcProxy,
  signIn,
  startSlowRpcProxy,
  startTestChain,
  type TestApp,
  type TestChain,
  testAccount,
  testConfig,
} from '../helpers'

let chain: TestChain
let proxy: SlowRpcProxy
let t: TestApp
const chunks: string[] = []

const capture = (into: string[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      into.push(String(chunk))
      done()
    },
  })

beforeAll(async () => {
  chain = await startTestChain()
  proxy = await startSlowRpcProxy(chain.rpcUrl)
  t = await createTestApp({
    chain: { rpcUrl: proxy.url, chainId: chain.chainId },
    config: { logFormat: 'pretty', logLevel: 'info' },
    logStream: capture(chunks),
  })
})
afterAll(async () => {
  await t?.close()
  await proxy?.close()
  await chain?.stop()
})

const output = () => chunks.join('')

describe('the pretty log (sandbox terminal)', () => {
  it('writes one readable line per event, not JSON', () => {
    t.app.log.info({ signal: 'SIGTERM' }, 'shutting down')
    const line = chunks.at(-1)!
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: shutting down \{"signal":"SIGTERM"\}\n$/)
  })

  it('has no line for fast, successful or refused requests', async () => {
    const before = chunks.length
    const session = await signIn(t.app, testAccount(1))
    for (const url of ['/api/state', '/api/config', '/api/user/state']) {
      expect((await t.app.inject({ method: 'GET', url, headers: session.headers })).statusCode).toBe(200)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/state' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404)
    // Background jobs may log meanwhile; no line is about a request.
    expect(chunks.slice(before).filter((l) => /\/api\/|request/.test(l))).toEqual([])
  })

  it('has one line for a slow answer (> 500 ms)', async () => {
    proxy.setDelay(700)
    try {
      const before = chunks.length
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      // Background jobs may log meanwhile (the slow proxy slows the watcher too); one line is about the request.
      const lines = chunks.slice(before).filter((line) => /\/api\//.test(line))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\] WARN: GET \/api\/health 200 \d{3,4} ms \(slow\)\n$/)
    } finally {
      proxy.setDelay(0)
    }
  })

  it('has a line for a server error, and never a signature, SIWE message or session token', async () => {
    const lines: string[] = []
    const testDb = await createTestDatabase()
    const app = await buildApp(
      testConfig({ rpcUrl: chain.rpcUrl, overrides: { logFormat: 'pretty', logLevel: 'info' } }),
      { database: testDb.database, keepDatabaseOpen: true, logStream: capture(lines) },
    )
    try {
      const account = testAccount(2)
      const session = await signIn(app, account)
      const nonce = await requestNonce(app, account.address)
      const message = buildSiweMessage(app, { address: account.address, nonce })
      const signature = await account.signMessage({ message })
      await testDb.database.close()
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'x-payer': account.address, 'x-signature': signature, cookie: session.headers.cookie },
        payload: { message },
      })
      expect(res.statusCode).toBe(500)
      const text = lines.join('')
      expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] ERROR: POST \/api\/auth 500 \d+ ms\n/m)
      expect(text).toMatch(/ERROR: unhandled error/)
      for (const line of lines) expect(line.indexOf('\n'), line).toBe(line.length - 1)
      expect(text).not.toContain(session.cookie.split('=')[1]!)
      expect(text).not.toContain(signature.slice(2, 60))
      expect(text).not.toContain(nonce)
      // The failed query's values (the rate-limit key holds the client address) are not in the error line.
      expect(text).toContain('params: [redacted]')
      expect(text).not.toContain('/api/auth|127.0.0.1')
    } finally {
      await app.close()
      await testDb.drop()
    }
  })

  it('every line so far is a single line', () => {
    expect(output().length).toBeGreaterThan(0)
    for (const line of chunks) expect(line.indexOf('\n')).toBe(line.length - 1)
  })
})
