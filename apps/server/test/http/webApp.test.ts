import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { testConfig } from '../helpers/testConfig'
import { createTestDatabase } from '../helpers/testDatabase'

describe('the built web app served beside the API', () => {
  let app: FastifyInstance
  let drop: () => Promise<void>
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'))

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>')
    // What the web build writes beside its text files (apps/web/scripts/precompressPlugin.ts).
    const big = `export const text = ${JSON.stringify('compress me '.repeat(200))}`
    writeFileSync(join(dist, 'assets', 'big-def456.js'), big)
    writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(big))
    writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(big))
    writeFileSync(join(dist, 'index.html.gz'), gzipSync('<!doctype html><div id="root"></div>'))
    const db = await createTestDatabase()
    drop = db.drop
    const config = testConfig({ rpcUrl: 'http://127.0.0.1:9', chainId: 31337 })
    app = await buildApp(config, { database: db.database, keepDatabaseOpen: true, webDistDir: dist })
  })
  afterAll(async () => {
    await app.close()
    await drop()
    rmSync(dist, { recursive: true, force: true })
  })

  it('serves index.html for the home page and for client-side routes in any locale', async () => {
    for (const url of ['/', '/card', '/zh-tw/card/123/topup', '/404', '/en?code=WELCOME']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/text\/html/)
      expect(res.body, url).toContain('<div id="root">')
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('serves hashed assets with a long cache and answers a missing asset with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect(asset.body).toBe('console.log(1)')
    const missing = await app.inject({ method: 'GET', url: '/assets/nope.js' })
    expect(missing.statusCode).toBe(404)
  })

  it('sends the pre-compressed copy the browser accepts (br, then gzip), else the plain file', async () => {
    const url = '/assets/big-def456.js'
    const plain = await app.inject({ method: 'GET', url })
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    for (const res of [plain, br, gz]) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/javascript/)
      expect(res.headers['cache-control']).toContain('immutable')
      expect(String(res.headers.vary)).toContain('accept-encoding')
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)

    const page = await app.inject({
      method: 'GET',
      url: '/zh-tw/card',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">')
  })

  it('keeps JSON errors for unknown API paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: expect.stringContaining('not found') })
  })

  it('sends a content security policy that lets the wallet reach the chain RPC and nothing else', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9")
    expect(csp).toContain("script-src 'self'")
  })
})
