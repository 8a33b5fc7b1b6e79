import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, type KitUser, USD } from './test/cardsKit'
import { walkByKeys, walkBySkip } from './test/walkPages'

// The unsettled list keyed by its last row (`before`), as the history is: on random purchases (approved, captured,
// reversed, at one instant or apart), walking it page after page by its keys gives the rows of the old pages by
// `skip`, once each and in order; a purchase arriving or settling between two pages neither repeats a row nor
// loses one; a key that is none of this card's purchases is refused and changes nothing.
type Item = { id: string; description: string; original: { amount: string } }
type Page = { items: Item[]; total: number; older: boolean }

let kit: CardsKit
let owner: KitUser
let other: KitUser
let cardId: string
let otherCardId: string

beforeAll(async () => {
  kit = await createCardsKit()
  owner = await kit.activeUser(1)
  other = await kit.activeUser(2)
  cardId = (await kit.activeCard(owner, 1_000n * USD)).id
  otherCardId = (await kit.activeCard(other, 10n * USD)).id
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type Op =
  | { op: 'buy'; cents: number }
  | { op: 'capture'; pick: number }
  | { op: 'reverse'; pick: number }
  | { op: 'wait'; ms: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ op: fc.constant('buy' as const), cents: fc.integer({ min: 1, max: 500 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('capture' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }) },
  {
    weight: 2,
    // 0: purchases at one instant (the order must not depend on the time alone).
    arbitrary: fc.record({
      op: fc.constant('wait' as const),
      ms: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_600_000 })),
    }),
  },
)

const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

async function buy(user: KitUser, card: string, cents: number): Promise<string> {
  const res = await user.api.post(`/sandbox/cards/${card}/authorizations`, {
    amount: dollars(cents),
    merchantName: `Shop ${cents}`,
  })
  expect(res.json(), res.body).toMatchObject({ status: 'approved' })
  return res.json<{ id: string }>().id
}

async function apply(op: Op, purchases: string[]) {
  if (op.op === 'wait') {
    kit.t.clock.advance(op.ms)
    return
  }
  if (op.op === 'buy') {
    const res = await owner.api.post(`/sandbox/cards/${cardId}/authorizations`, {
      amount: dollars(op.cents),
      merchantName: `Shop ${op.cents}`,
    })
    // A decline (a program limit) is no row of the list: the list must agree with itself whatever was approved.
    expect(res.statusCode, res.body).toBe(200)
    purchases.push(res.json<{ id: string }>().id)
    return
  }
  const purchase = purchases[op.pick % Math.max(1, purchases.length)]
  if (!purchase) return
  // Refused for a purchase already settled: that is the route's business, the list must agree with itself.
  await owner.api.post(`/sandbox/authorizations/${purchase}/${op.op}`, {})
}

const pending = (query: string) => owner.api.get(`/card/${cardId}/pending-transaction?${query}`)
const bySkip = () => walkBySkip<Item>(pending)
const byKeys = (limit: number, skip: number) => walkByKeys<Item>(pending, limit, skip)

describe('the unsettled list keyed by its last row', () => {
  it('walks the rows of the pages by skip, once each, in order', async () => {
    const purchases: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 2 }),
        async (ops, limit, skip) => {
          // A day of its own for each run (the program's purchases a day stay within its count), so a new session.
          kit.t.clock.advance(86_400_000)
          owner = await kit.signIn(1)
          for (const op of ops) await apply(op, purchases)
          const old = await bySkip()
          expect(old.items.length).toBe(old.total)
          expect(await byKeys(limit, 0)).toEqual(old.items)
          // With a skip inside each keyed page: the rows the walk jumps over and no others.
          const expected = old.items.slice(0, limit)
          for (let i = limit + skip; i < old.items.length; i += limit + skip) {
            expected.push(...old.items.slice(i, i + limit))
          }
          expect(await byKeys(limit, skip)).toEqual(expected)
        },
      ),
      { numRuns: 15 },
    )
    // The runs added to one card: the walk covered lists longer than a page.
    expect((await bySkip()).total).toBeGreaterThan(5)
  }, 300_000)

  it('a purchase arriving, or the key settling, between two pages repeats no row and loses none', async () => {
    owner = await kit.signIn(1)
    for (let i = 0; i < 5; i++) await buy(owner, cardId, 100 + i)
    const before = await bySkip()
    const first = (await pending('limit=3')).json<Page>()
    expect(first.items).toEqual(before.items.slice(0, 3))
    expect(first.older).toBe(true)
    const key = first.items.at(-1)!.id

    // A new purchase at the top: by `skip=3` the next page would start with the first page's last row again.
    const arrived = await buy(owner, cardId, 777)
    const bySkipNow = (await pending('skip=3&limit=3')).json<Page>()
    expect(bySkipNow.items[0]).toEqual(first.items[2])
    const next = (await pending(`limit=3&before=${key}`)).json<Page>()
    expect(next.items).toEqual(before.items.slice(3, 6))
    expect(next.total).toBe(before.total + 1)
    expect(next.items.map((i) => i.id)).not.toContain(arrived)

    // The key's own purchase settles: it is no row of the list any more, but still keys the page below it.
    expect((await owner.api.post(`/sandbox/authorizations/${key}/capture`, {})).statusCode).toBe(204)
    const settled = (await pending(`limit=3&before=${key}`)).json<Page>()
    expect(settled.items).toEqual(before.items.slice(3, 6))
    expect((await bySkip()).items.map((i) => i.id)).not.toContain(key)
  })

  it("a key that is none of this card's purchases is refused and changes nothing; another user's card is not found", async () => {
    owner = await kit.signIn(1)
    other = await kit.signIn(2)
    const theirs = await buy(other, otherCardId, 123)
    const mine = (await pending('limit=1')).json<Page>().items[0]!
    const state = await kit.snapshot()
    for (const before of [theirs, 'no-such-purchase', '00000000-0000-4000-8000-000000000000']) {
      const res = await pending(`limit=3&before=${before}`)
      expect([res.statusCode, res.json().code, res.json().details], before).toEqual([
        400,
        'validation_failed',
        { kind: 'fields', fields: [{ path: 'query.before', rule: 'refused' }] },
      ])
    }
    expect(await kit.snapshot()).toBe(state)
    // Their card with their own key: the owner check answers first, as for any other request.
    const foreign = await owner.api.get(`/card/${otherCardId}/pending-transaction?limit=3&before=${theirs}`)
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'not_found'])
    const bad = await pending(`limit=3&before=${encodeURIComponent('x y')}`)
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed'])
    expect((await pending(`limit=3&before=${mine.id}`)).statusCode).toBe(200)
    // The owner's own key on their card is theirs to use.
    const theirPage = await other.api.get(`/card/${otherCardId}/pending-transaction?limit=3&before=${theirs}`)
    expect(theirPage.json()).toEqual({ total: 1, older: false, items: [] })
  })
})
