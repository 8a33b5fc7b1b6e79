import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers'

// ADMIN_PORT: /api/admin on a listener of its own (loopback), like the metrics listener; the public port then has
// no operator route at all, and the admin port serves nothing else.
const token = 'admin-listener-test-token-0123456789'
const authorization = `Bearer ${token}`
let t: TestApp
let publicOrigin: string

beforeAll(async () => {
  t = await createTestApp({ config: { adminToken: token, adminListener: { host: '127.0.0.1', port: 0 } } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  publicOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  await t?.close()
})

describe('ADMIN_PORT', () => {
  it('serves /api/admin on its own loopback listener, with the guard and the audit', async () => {
    const origin = t.app.adminOrigin
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(origin).not.toBe(publicOrigin)
    expect((await fetch(`${origin}/api/admin/audit`)).status).toBe(401)
    const invited = await fetch(`${origin}/api/admin/invitations`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ uses: 1 }),
    })
    expect(invited.status).toBe(200)
    const audit = await fetch(`${origin}/api/admin/audit?limit=1`, { headers: { authorization } })
    expect(audit.status).toBe(200)
    expect(((await audit.json()) as { actions: unknown[] }).actions[0]).toMatchObject({
      operator: 'admin',
      action: 'POST /api/admin/invitations',
    })
  })

  it('the public port answers /api/admin 404, even with the token; the admin port answers nothing else', async () => {
    const publicAdmin = await fetch(`${publicOrigin}/api/admin/audit`, { headers: { authorization } })
    expect(publicAdmin.status).toBe(404)
    expect(
      (await fetch(`${publicOrigin}/api/admin/no-such-route`, { headers: { authorization } })).status,
    ).toBe(404)
    expect((await fetch(`${publicOrigin}/api/config`)).status).toBe(200)
    expect((await fetch(`${t.app.adminOrigin}/api/config`)).status).toBe(404)
    expect((await fetch(`${t.app.adminOrigin}/api/health`)).status).toBe(404)
  })

  it('closes with the app', async () => {
    const other = await createTestApp({
      chain: { rpcUrl: t.rpcUrl, chainId: t.chainId },
      config: { adminToken: token, adminListener: { host: '127.0.0.1', port: 0 } },
    })
    const origin = other.app.adminOrigin!
    expect((await fetch(`${origin}/api/admin/audit`, { headers: { authorization } })).status).toBe(200)
    await other.close()
    await expect(fetch(`${origin}/api/admin/audit`, { headers: { authorization } })).rejects.toThrow()
  })
})
