import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, type KitUser } from './test/cardsKit'

// The transaction lists answer the owner check, the total and the page in one statement: each part is
// checked here (paging windows, totals past the end, empty cards, others' and unknown ids).
let kit: CardsKit
let owner: KitUser
let other: KitUser
let cardId: string
let emptyCardId: string
const approvals: string[] = []

beforeAll(async () => {
  kit = await createCardsKit()
  owner = await kit.activeUser(1)
  other = await kit.activeUser(2)
  cardId = (await kit.activeCard(owner)).id
  emptyCardId = (await kit.activeCard(other)).id
  for (const shop of ['Shop 1', 'Shop 2', 'Shop 3', 'Shop 4', 'Shop 5']) {
    const res = await owner.api.post(`/sandbox/cards/${cardId}/authorizations`, {
      amount: '1.25',
      merchantName: shop,
    })
    expect(res.json(), res.body).toMatchObject({ status: 'approved' })
    approvals.push(res.json().id)
  }
  for (const id of approvals.slice(0, 2)) {
    expect((await owner.api.post(`/sandbox/authorizations/${id}/capture`, {})).statusCode).toBe(204)
  }
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type Item = { type: string; description: string; original: { amount: string } }
const brief = (items: Item[]) => items.map((i) => `${i.type}:${i.description}`)

describe('card transaction lists', () => {
  it('pages newest first with the total of the whole card', async () => {
    // Five purchases (one row each, two of them captured) above the card's two top-ups.
    const first = (await owner.api.get(`/card/${cardId}/transaction?limit=3`)).json()
    expect(first.total).toBe(7)
    // `older`: a row below the page's last, so a pager walking by keys knows a next page is there.
    expect(first.older).toBe(true)
    expect(brief(first.items)).toEqual([
      'authorization_approval:Shop 5',
      'authorization_approval:Shop 4',
      'authorization_approval:Shop 3',
    ])
    expect(first.items[0]).toMatchObject({
      original: { amount: '1.25', currency: 'USD' },
      settlement: { amount: '1.25', currency: 'USD' },
      state: 'pending',
      amount: '-1.25',
    })
    expect(new Date(first.items[0].at).toISOString()).toBe(first.items[0].at)
    const middle = (await owner.api.get(`/card/${cardId}/transaction?skip=3&limit=2`)).json()
    expect(brief(middle.items)).toEqual(['consumption:Shop 2', 'consumption:Shop 1'])
    expect(middle.older).toBe(true)
    const last = (await owner.api.get(`/card/${cardId}/transaction?skip=5&limit=3`)).json()
    expect(last.total).toBe(7)
    expect(brief(last.items)).toEqual(['topup:', 'topup:'])
    expect(last.older).toBe(false)
    // A page that ends exactly at the oldest row has no older one either.
    expect((await owner.api.get(`/card/${cardId}/transaction?skip=4&limit=3`)).json().older).toBe(false)
    expect(await owner.api.get(`/card/${cardId}/transaction?skip=7&limit=3`).then((r) => r.json())).toEqual({
      total: 7,
      older: false,
      items: [],
    })
  })

  it('pending: approved authorizations not captured, newest first, paged', async () => {
    const all = (await owner.api.get(`/card/${cardId}/pending-transaction`)).json()
    expect(all.total).toBe(3)
    expect(all.older).toBe(false)
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([approvals[4], approvals[3], approvals[2]])
    const middle = (await owner.api.get(`/card/${cardId}/pending-transaction?skip=1&limit=1`)).json()
    expect(middle).toMatchObject({
      total: 3,
      older: true,
      items: [{ id: approvals[3], description: 'Shop 4' }],
    })
    // A page that ends exactly at the oldest row has no older one.
    expect((await owner.api.get(`/card/${cardId}/pending-transaction?skip=1&limit=2`)).json().older).toBe(
      false,
    )
    expect((await owner.api.get(`/card/${cardId}/pending-transaction?skip=3`)).json()).toEqual({
      total: 3,
      older: false,
      items: [],
    })
  })

  it('a card without purchases: no pending items, its top-ups in the history', async () => {
    const pending = await other.api.get(`/card/${emptyCardId}/pending-transaction`)
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toEqual({ total: 0, older: false, items: [] })
    const history = (await other.api.get(`/card/${emptyCardId}/transaction`)).json()
    expect(brief(history.items)).toEqual(['topup:', 'topup:'])
  })

  it("another user's card and an unknown id are the same 404", async () => {
    for (const list of ['transaction', 'pending-transaction']) {
      for (const [user, id] of [
        [other, cardId],
        [owner, emptyCardId],
        [owner, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const res = await user.api.get(`/card/${id}/${list}`)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ code: 'not_found' })
      }
    }
  })
})
