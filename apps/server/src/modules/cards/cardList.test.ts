import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, USD } from './test/cardsKit'

// GET /card reads only the columns a card shows, and whole rows again only when there are orders: both paths.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

describe('GET /card', () => {
  it('cards only: every shown field from the narrow read, no card data', async () => {
    const user = await kit.activeUser(1)
    const { id } = await kit.activeCard(user, 12n * USD)
    const res = await user.api.get('/card')
    expect(res.statusCode).toBe(200)
    const list = res.json()
    expect(list.orders).toEqual([])
    expect(list.leftCount).toBe(0)
    expect(list.cards).toHaveLength(1)
    const card = list.cards[0]
    expect(card).toMatchObject({
      id,
      number: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
      program: 'classic',
      productId: 'classic',
      status: 'active',
      expired: false,
      balance: '14.00',
      pendingTopup: '0.00',
      currency: 'USD',
      name: 'A** L**',
      topupDisabled: false,
      supported: ['lock', 'full-transaction'],
    })
    expect(card.cardId).toMatch(/^sbx_/)
    expect(new Date(card.expiresAt).getTime()).toBeGreaterThan(Date.now())
    expect(card).toEqual((await user.api.get(`/card/${id}`)).json())
    const sealed = await kit.db.execute(sql`SELECT pan_sealed, cvv_sealed FROM cards WHERE id = ${id}`)
    const row = rowsOf<{ pan_sealed: string; cvv_sealed: string }>(sealed)[0]!
    expect(res.body).not.toContain(row.pan_sealed)
    expect(res.body).not.toContain(row.cvv_sealed)
  })

  it('cards and an order: the order with its payment details, the card as before, oldest first', async () => {
    const user = await kit.activeUser(2)
    const { id: cardId } = await kit.activeCard(user, 5n * USD)
    await kit.db.execute(sql`UPDATE user_activations SET card_allowance = 2 WHERE address = ${user.lower}`)
    const orderId = await kit.order(user)
    const list = (await user.api.get('/card')).json()
    expect(list.cards.map((c: { id: string }) => c.id)).toEqual([cardId])
    expect(list.cards[0]).toEqual((await user.api.get(`/card/${cardId}`)).json())
    expect(list.orders).toHaveLength(1)
    expect(list.orders[0]).toMatchObject({
      id: orderId,
      status: 'new',
      number: '**** **** **** ****',
      orderCurrency: 'usdt',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      amount: '0',
    })
    expect(list.leftCount).toBe(0)
  })

  it('several cards: each exactly as its own answer, oldest first, money beyond 2^53 micro-USD to the cent', async () => {
    const user = await kit.activeUser(3)
    await kit.db.execute(sql`UPDATE user_activations SET card_allowance = 3 WHERE address = ${user.lower}`)
    const ids: string[] = []
    for (const amount of [1n, 2n, 3n]) ids.push((await kit.activeCard(user, amount * USD)).id)
    // The kit's clock stands still: one minute between the cards, so "oldest first" is an order to check.
    for (const [i, id] of ids.entries())
      await kit.db.execute(
        sql`UPDATE cards SET created_at = created_at + ${`${i} minutes`}::interval WHERE id = ${id}`,
      )
    // Every nullable column of the list's read set on one card, and a balance a float cannot hold.
    await kit.db.execute(sql`UPDATE cards SET balance_micro = 9007199254740993, held_micro = 1,
      balance_upper_micro = 9007199254740995, original_balance_upper_micro = 20000000, pending_micro = 7,
      last_payment_hash = ${`0x${'ab'.repeat(32)}`}, topup_disabled = true, topup_hold = 'reorg_shortfall'
      WHERE id = ${ids[1]!}`)
    const list = (await user.api.get('/card')).json()
    expect(list.cards.map((c: { id: string }) => c.id)).toEqual(ids)
    for (const [i, id] of ids.entries())
      expect(list.cards[i]).toEqual((await user.api.get(`/card/${id}`)).json())
    expect(list.cards[1]).toMatchObject({
      balance: '9007199254.74',
      balanceUpper: '9007199254.74',
      original: { balanceUpper: '20.00' },
      pendingTopup: '0.00',
      hash: `0x${'ab'.repeat(32)}`,
      topupDisabled: true,
    })
  })
})
