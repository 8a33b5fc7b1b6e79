import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const row = (sealed as unknown as { rows: { pan_sealed: string; cvv_sealed: string }[] }).rows[0]!
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
})
