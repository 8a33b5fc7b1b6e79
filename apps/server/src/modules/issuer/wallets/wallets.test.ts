import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../cards/test/cardsKit'

// Apple Pay and Google Pay tokens of a card, through the real app over HTTP with the sandbox issuer:
// a wallet adds a usable card only, the owner lists, pauses, resumes and removes tokens, locking the card
// pauses them (unlocking resumes those), suspending it removes them.
let kit: CardsKit
let accounts = 0

beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type Token = { id: string; wallet: string; device: string | null; status: string }

async function card() {
  const user = await kit.activeUser(++accounts)
  const { id } = await kit.activeCard(user, 10n * USD)
  return { id, user }
}

const tokenize = async (user: KitUser, id: string, wallet: string, device: string) => {
  const res = await user.api.post(`/sandbox/cards/${id}/tokenizations`, { wallet, device })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Token>()
}

const list = async (user: KitUser, id: string) => {
  const res = await user.api.get(`/card/${id}/wallets`)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  return res.json<{ items: Token[] }>().items.map((t) => `${t.wallet} ${t.device} ${t.status}`)
}

const act = (user: KitUser, id: string, tokenId: string, action: string) =>
  user.api.post(`/card/${id}/wallets/${tokenId}/${action}`)

describe('wallet tokens (sandbox issuer)', () => {
  it('a wallet adds an active card; the owner pauses, resumes and removes; each action only from where it applies', async () => {
    const { id, user } = await card()
    expect(await list(user, id)).toEqual([])
    const phone = await tokenize(user, id, 'apple_pay', 'iPhone 15')
    expect(phone).toMatchObject({ wallet: 'apple_pay', device: 'iPhone 15', status: 'active' })
    kit.t.clock.advance(1_000)
    const watch = await tokenize(user, id, 'google_pay', 'Pixel Watch')
    expect(await list(user, id)).toEqual(['google_pay Pixel Watch active', 'apple_pay iPhone 15 active'])

    expect((await act(user, id, phone.id, 'resume')).statusCode).toBe(409)
    expect((await act(user, id, phone.id, 'pause')).statusCode).toBe(204)
    expect((await act(user, id, phone.id, 'pause')).statusCode).toBe(409)
    expect((await act(user, id, phone.id, 'resume')).statusCode).toBe(204)
    expect((await act(user, id, watch.id, 'remove')).statusCode).toBe(204)
    expect((await act(user, id, watch.id, 'resume')).statusCode).toBe(409)
    expect(await list(user, id)).toEqual(['google_pay Pixel Watch removed', 'apple_pay iPhone 15 active'])

    // Others' cards and tokens, unknown actions: 404 and 400, nothing changed.
    const other = await card()
    expect((await act(other.user, id, phone.id, 'pause')).statusCode).toBe(404)
    expect((await act(other.user, other.id, phone.id, 'pause')).statusCode).toBe(404)
    expect((await other.user.api.get(`/card/${id}/wallets`)).statusCode).toBe(404)
    expect((await act(user, id, phone.id, 'freeze')).statusCode).toBe(400)
    expect(
      (await user.api.post(`/sandbox/cards/${id}/tokenizations`, { wallet: 'other', device: 'x' }))
        .statusCode,
    ).toBe(400)
    expect(await list(user, id)).toEqual(['google_pay Pixel Watch removed', 'apple_pay iPhone 15 active'])
  })

  it('locking the card pauses its tokens and declines new ones; unlocking resumes what the lock paused only', async () => {
    const { id, user } = await card()
    const phone = await tokenize(user, id, 'apple_pay', 'iPhone 15')
    kit.t.clock.advance(1_000)
    const watch = await tokenize(user, id, 'google_pay', 'Pixel Watch')
    expect((await act(user, id, watch.id, 'pause')).statusCode).toBe(204)
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    expect(await list(user, id)).toEqual(['google_pay Pixel Watch paused', 'apple_pay iPhone 15 paused'])
    const unlockFirst = (await act(user, id, phone.id, 'resume')).json()
    expect(unlockFirst.message).toContain('unlock the card first')
    expect(unlockFirst.details).toEqual({ kind: 'wallet_token', refusal: 'unlock_first' })
    kit.t.clock.advance(1_000)
    expect(await tokenize(user, id, 'samsung_pay', 'Galaxy')).toMatchObject({ status: 'declined' })
    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect(await list(user, id)).toEqual([
      'samsung_pay Galaxy declined',
      'google_pay Pixel Watch paused',
      'apple_pay iPhone 15 active',
    ])
  })

  it('suspending the card removes its tokens', async () => {
    const { id, user } = await card()
    await tokenize(user, id, 'apple_pay', 'iPhone 15')
    expect((await kit.admin.post(`/admin/cards/${id}/suspend`)).statusCode).toBe(204)
    expect(await list(user, id)).toEqual(['apple_pay iPhone 15 removed'])
  })

  it("the sandbox wallet's recommendation: yellow waits for the person's code, red is declined", async () => {
    const { id, user } = await card()
    const ask = async (recommendation: string) => {
      const res = await user.api.post(`/sandbox/cards/${id}/tokenizations`, {
        wallet: 'apple_pay',
        device: 'iPhone 15',
        recommendation,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<Token & { activationCode?: string }>()
    }
    // No verified e-mail to verify the person with: declined.
    expect(await ask('yellow')).toMatchObject({ status: 'declined' })
    await kit.db.execute(
      sql`UPDATE user_contacts SET email_verified_at = now() WHERE address = ${user.lower}`,
    )
    expect(await ask('yellow')).toMatchObject({
      status: 'pending',
      activationCode: expect.stringMatching(/^\d{6}$/),
    })
    expect(await ask('red')).toMatchObject({ status: 'declined' })
    expect(
      (
        await user.api.post(`/sandbox/cards/${id}/tokenizations`, {
          wallet: 'apple_pay',
          device: 'x',
          recommendation: 'blue',
        })
      ).statusCode,
    ).toBe(400)
  })
})
