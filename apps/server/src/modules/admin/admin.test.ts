import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, testMnemonic } from '../../../test/helpers'
import { rowsOf } from '../../db/rowsOf'
import { ADMIN_TOKEN, type CardsKit, createCardsKit, USD } from '../cards/test/cardsKit'
import { getRewardBalance } from '../rewards/getRewardBalance'

let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const routes = [
  { method: 'POST', url: '/api/admin/invitations', payload: { uses: 'many' } },
  {
    method: 'PUT',
    url: '/api/admin/users/0x0000000000000000000000000000000000000001/state',
    payload: { state: 'blocked' },
  },
  { method: 'POST', url: '/api/admin/cards/6f1c1e9e-2b7a-4c61-9d55-0a1b2c3d4e5f/suspend' },
  { method: 'POST', url: '/api/admin/cards/6f1c1e9e-2b7a-4c61-9d55-0a1b2c3d4e5f/expire' },
  { method: 'POST', url: '/api/admin/rewards/adjust', payload: { address: 'nope', amount: 1 } },
] as const

describe('operator routes', () => {
  it.each(routes.map((r, i) => [`${r.method} ${r.url}`, r, i] as const))(
    '%s: 401 without or with a wrong token, even with a bad body',
    async (_n, r, i) => {
      for (const authorization of [
        undefined,
        'Bearer wrong',
        `Basic ${ADMIN_TOKEN}`,
        `Bearer ${ADMIN_TOKEN}x`,
        ADMIN_TOKEN,
      ]) {
        const res = await kit.app.inject({
          method: r.method,
          url: r.url,
          // A client address of its own per route: wrong tokens are throttled per client (10 a minute).
          remoteAddress: `198.51.100.${i + 1}`,
          ...(authorization ? { headers: { authorization } } : {}),
          ...('payload' in r ? { payload: r.payload } : {}),
        })
        expect(res.statusCode, `${authorization}`).toBe(401)
        expect(res.json().code).toBe('unauthorized')
      }
    },
  )

  it('a session does not open admin routes', async () => {
    const user = await kit.activeUser(1)
    expect((await user.api.post('/admin/invitations', {})).statusCode).toBe(401)
  })

  it('sets the state of a wallet not seen yet, which then applies at sign-in', async () => {
    const res = await kit.admin.put('/admin/users/0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC/state', {
      state: 'blacklist',
    })
    expect(res.statusCode).toBe(204)
    const user = await kit.signIn(2)
    expect((await user.api.get('/user/state')).json()).toEqual({ state: 'blacklist' })
    expect((await kit.admin.put(`/admin/users/${user.address}/state`, { state: 'active' })).statusCode).toBe(
      400,
    )
  })

  it('adjusts rewards, never below zero; 404 for an unknown wallet', async () => {
    const user = await kit.activeUser(3)
    const adjust = (amount: string) =>
      kit.admin.post('/admin/rewards/adjust', { address: user.address, amount, reason: 'goodwill' })
    expect((await adjust('25.00')).statusCode).toBe(204)
    expect((await user.api.get('/user/invitation')).json()).toMatchObject({
      rewardBalance: '25.00',
      redemptionEnable: true,
    })
    const over = await adjust('-25.01')
    expect(over.statusCode).toBe(409)
    expect(over.json().code).toBe('invalid_action')
    // Two concurrent withdrawals of 15 from 25: only one passes.
    const both = await Promise.all([adjust('-15.00'), adjust('-15.00')])
    expect(both.map((r) => r.statusCode).sort()).toEqual([204, 409])
    expect(await getRewardBalance(kit.db, user.lower)).toBe(10n * USD)
    expect((await adjust('0.00')).statusCode).toBe(400)
    const unknown = await kit.admin.post('/admin/rewards/adjust', {
      address: '0x00000000000000000000000000000000000000ff',
      amount: '1.00',
      reason: 'x',
    })
    expect(unknown.statusCode).toBe(404)
    const records = await kit.db.execute(
      sql`SELECT count(*)::int AS n FROM reward_records WHERE type = 'adjustment'`,
    )
    expect(rowsOf<{ n: number }>(records)[0]!.n).toBe(2)
  })
})

describe('outside sandbox', () => {
  it('without ADMIN_TOKEN the admin routes, and the sandbox routes, do not exist', async () => {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(testMnemonic)).derive("m/44'/60'/0'")
    const t = await createTestApp({
      config: {
        mode: 'production',
        sandbox: undefined,
        depositXpub: root.publicExtendedKey,
        cardDataKey: 'ab'.repeat(32),
      },
    })
    try {
      for (const url of [
        '/api/admin/invitations',
        '/api/sandbox/cards/6f1c1e9e-2b7a-4c61-9d55-0a1b2c3d4e5f/authorizations',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: 'Bearer anything-at-all-12345' },
          payload: {},
        })
        expect(res.statusCode).toBe(404)
      }
      // No sandbox root code either.
      const codes = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM invitation_codes`)
      expect(rowsOf<{ n: number }>(codes)[0]!.n).toBe(0)
    } finally {
      await t.close()
    }
  })
})
