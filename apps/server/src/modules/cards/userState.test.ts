import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, type KitUser } from './test/cardsKit'

// Acceptance: each SPEC section 5 user-state rule enforced server side. blocked: no top-up, redeem, take
// card, OTP, unlock, create order; blacklist: no top-up. Answers invalid_action or topup_disabled.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

async function setState(user: KitUser, state: 'normal' | 'blacklist' | 'blocked') {
  const res = await kit.admin.put(`/admin/users/${user.address}/state`, { state })
  expect(res.statusCode, res.body).toBe(204)
  expect((await user.api.get('/user/state')).json()).toEqual({ state })
}

function expectRefused(res: { statusCode: number; json(): { code: string; message: string } }, code: string) {
  // Both codes are 409 (API.md).
  expect(res.statusCode).toBe(409)
  expect(res.json().code).toBe(code)
}

describe('blocked user', () => {
  it('cannot create an order, take the card, see OTPs, unlock or top up; can still lock and read', async () => {
    const user = await kit.activeUser(1)
    const { id } = await kit.activeCard(user)
    // A second card waiting to be taken, and a locked first card.
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
    )
    const waiting = await kit.order(user)
    await user.api.post(`/order/${waiting}/info`, {
      email: 'a@example.com',
      phone: { callingCode: '1', phoneNumber: '2025550143' },
      displayName: 'Ann',
    })
    await kit.db.execute(
      sql`UPDATE cards SET status = 'waiting_to_get', pan_sealed = NULL WHERE id = ${waiting}`,
    )
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
    )

    await setState(user, 'blocked')
    const before = await kit.snapshot()
    expectRefused(await user.api.post('/order', { currency: 'usdt', productId: 'classic' }), 'invalid_action')
    expectRefused(await user.api.get(`/card/${waiting}/img`), 'invalid_action')
    expectRefused(await user.api.post(`/card/${waiting}/img/confirm`), 'invalid_action')
    expectRefused(await user.api.get(`/card/${id}/3ds`), 'invalid_action')
    expectRefused(await user.api.post(`/card/${id}/unlock`), 'invalid_action')
    expectRefused(await user.api.get(`/card/${id}/topup?currency=usdt`), 'topup_disabled')
    expectRefused(
      await user.api.post(`/card/${id}/topup/pay`, {
        currency: 'usdt',
        hash: `0x${'cd'.repeat(32)}`,
        nonce: 1,
      }),
      'topup_disabled',
    )
    expect(await kit.snapshot()).toBe(before)
    // topupDisabled is the card's own refusal; the user state answers for the user (GET /user/state).
    const card = (await user.api.get(`/card/${id}`)).json()
    expect(card).toMatchObject({ status: 'locked', topupDisabled: false })
    expect((await user.api.get(`/card/${id}/transaction`)).statusCode).toBe(200)

    await setState(user, 'normal')
    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}/3ds`)).json()).toBe('OK')
    expect((await user.api.get(`/card/${id}`)).json().topupDisabled).toBe(false)
  })
})

describe('blacklisted user', () => {
  it('cannot top up, everything else works', async () => {
    const user = await kit.activeUser(2)
    const { id } = await kit.activeCard(user)
    await setState(user, 'blacklist')
    expectRefused(await user.api.get(`/card/${id}/topup?currency=usdt`), 'topup_disabled')
    expect((await user.api.get(`/card/${id}`)).json().topupDisabled).toBe(false)
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}/3ds`)).json()).toBe('OK')
  })
})
