import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../../cards/test/cardsKit'

// The sandbox's merchant simulator plays each lifecycle of a card transaction over HTTP
// (`/api/sandbox/*`), through the same inbound handler as Lithic's deliveries (the event, then the
// transaction's state as the issuer's snapshot gives it), so the app's history shows them and the end-to-end
// tests can drive them.
let kit: CardsKit
let accounts = 0

beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A new user's active sandbox card with `available` USD to spend (the kit's 2 USD first payment included). */
async function card(available: bigint) {
  const user = await kit.activeUser(++accounts)
  const { id } = await kit.activeCard(user, available - 2n * USD)
  return { id, user }
}

async function ok(res: { statusCode: number; body: string }, status = 204) {
  expect(res.statusCode, res.body).toBe(status)
}

/** The card's spendable balance as its answer shows it. */
const balance = async (user: KitUser, id: string) =>
  (await user.api.get(`/card/${id}`)).json().balance as string

/** The card's history without top-ups, oldest first, as comparable lines. */
async function history(user: KitUser, id: string): Promise<string[]> {
  const items = (await user.api.get(`/card/${id}/transaction?limit=50`)).json().items as {
    type: string
    state: string
    amount: string
    original: { amount: string; currency: string }
    declineReason?: string
  }[]
  return items
    .filter((item) => item.type !== 'topup')
    .map(
      (item) =>
        `${item.type} ${item.state} ${item.amount}${item.original.currency === 'USD' ? '' : ` ${item.original.currency} ${item.original.amount}`}${item.declineReason ? ` ${item.declineReason}` : ''}`,
    )
    .reverse()
}

const buy = async (user: KitUser, id: string, body: Record<string, unknown>) => {
  kit.t.clock.advance(1_000)
  const res = await user.api.post(`/sandbox/cards/${id}/authorizations`, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ id: string; status: string; declineReason?: string; approvedAmount?: string }>()
}
const act = async (user: KitUser, path: string, body?: unknown) => {
  kit.t.clock.advance(1_000)
  return user.api.post(path, body)
}

describe('sandbox merchant simulator: every lifecycle', () => {
  it('increment approved and declined, partial clearing then final, multiple completions', async () => {
    const { id, user } = await card(50n * USD)
    const hotel = await buy(user, id, { amount: '20.00', merchantName: 'Hotel' })
    const more = await act(user, `/sandbox/authorizations/${hotel.id}/increment`, { amount: '15.00' })
    expect(more.json()).toEqual({ id: hotel.id, status: 'approved' })
    expect(await balance(user, id)).toBe('15.00')
    const tooMuch = await act(user, `/sandbox/authorizations/${hotel.id}/increment`, { amount: '15.01' })
    expect(tooMuch.json()).toEqual({
      id: hotel.id,
      status: 'declined',
      declineReason: 'insufficient_balance',
    })
    expect(await balance(user, id)).toBe('15.00')
    // 12 cleared, the purchase still pending for the rest (23 held); then the final clearing of 23.
    await ok(
      await act(user, `/sandbox/authorizations/${hotel.id}/capture`, { amount: '12.00', final: false }),
    )
    expect(await balance(user, id)).toBe('15.00')
    expect(await history(user, id)).toEqual(['authorization_approval pending -35.00'])
    await ok(await act(user, `/sandbox/authorizations/${hotel.id}/capture`, {}))
    expect(await balance(user, id)).toBe('15.00')
    expect(await history(user, id)).toEqual(['consumption settled -35.00'])
    // Settled: no more clearings, increments or reversals.
    expect((await act(user, `/sandbox/authorizations/${hotel.id}/capture`, {})).statusCode).toBe(409)
    expect(
      (await act(user, `/sandbox/authorizations/${hotel.id}/increment`, { amount: '1.00' })).statusCode,
    ).toBe(409)

    // Split shipments: three clearings, the last above what was left held.
    const books = await buy(user, id, { amount: '9.00', merchantName: 'Books' })
    await ok(await act(user, `/sandbox/authorizations/${books.id}/capture`, { amount: '3.00', final: false }))
    await ok(await act(user, `/sandbox/authorizations/${books.id}/capture`, { amount: '3.00', final: false }))
    await ok(await act(user, `/sandbox/authorizations/${books.id}/capture`, { amount: '4.00' }))
    expect(await balance(user, id)).toBe('5.00')
    expect((await history(user, id)).at(-1)).toBe('consumption settled -10.00')
  })

  it('partial reversal, expiry then late clearing', async () => {
    const { id, user } = await card(40n * USD)
    const rental = await buy(user, id, { amount: '20.00', merchantName: 'Rental' })
    await ok(await act(user, `/sandbox/authorizations/${rental.id}/reverse`, { amount: '5.00' }))
    expect(await balance(user, id)).toBe('25.00')
    expect(
      (await act(user, `/sandbox/authorizations/${rental.id}/reverse`, { amount: '15.01' })).statusCode,
    ).toBe(409)
    await ok(await act(user, `/sandbox/authorizations/${rental.id}/reverse`))
    expect(await balance(user, id)).toBe('40.00')
    expect(await history(user, id)).toEqual(['authorization_reversal reversed -20.00'])

    const cab = await buy(user, id, { amount: '8.00', merchantName: 'Cab' })
    await ok(await act(user, `/sandbox/authorizations/${cab.id}/expire`))
    expect(await balance(user, id)).toBe('40.00')
    expect((await history(user, id)).at(-1)).toBe('authorization_reversal reversed -8.00')
    // The merchant clears it anyway, late: the money leaves the card.
    await ok(await act(user, `/sandbox/authorizations/${cab.id}/capture`, { amount: '8.50' }))
    expect(await balance(user, id)).toBe('31.50')
    expect((await history(user, id)).at(-1)).toBe('consumption settled -8.50')
  })

  it('refund, refund reversal, corrections', async () => {
    const { id, user } = await card(40n * USD)
    const shoes = await buy(user, id, { amount: '30.00', merchantName: 'Shoes' })
    await ok(await act(user, `/sandbox/authorizations/${shoes.id}/capture`, {}))
    await ok(await act(user, `/sandbox/authorizations/${shoes.id}/refund`, { amount: '10.00' }))
    expect(await balance(user, id)).toBe('20.00')
    // The merchant takes 4 of its 10 back, then the rest; never more than it refunded.
    await ok(await act(user, `/sandbox/authorizations/${shoes.id}/refund-reversal`, { amount: '4.00' }))
    expect(
      (await act(user, `/sandbox/authorizations/${shoes.id}/refund-reversal`, { amount: '6.01' })).statusCode,
    ).toBe(409)
    await ok(await act(user, `/sandbox/authorizations/${shoes.id}/refund-reversal`))
    expect(await balance(user, id)).toBe('10.00')
    await ok(
      await act(user, `/sandbox/authorizations/${shoes.id}/corrections`, {
        amount: '1.20',
        direction: 'debit',
      }),
    )
    await ok(
      await act(user, `/sandbox/authorizations/${shoes.id}/corrections`, {
        amount: '0.70',
        direction: 'credit',
      }),
    )
    expect(await balance(user, id)).toBe('9.50')
    expect(await history(user, id)).toEqual([
      'consumption refunded -30.00',
      'refund settled 10.00',
      'return_reversal settled -4.00',
      'return_reversal settled -6.00',
      'correction settled -1.20',
      'correction settled 0.70',
    ])
  })

  it('a credit authorization: pending until cleared into the balance; another reversed', async () => {
    const { id, user } = await card(10n * USD)
    const credit = await act(user, `/sandbox/cards/${id}/credits`, {
      amount: '15.00',
      merchantName: 'Airline',
    })
    expect(credit.statusCode, credit.body).toBe(200)
    const { id: creditId } = credit.json<{ id: string; status: string }>()
    expect(credit.json()).toMatchObject({ status: 'approved' })
    expect(await balance(user, id)).toBe('10.00')
    expect(await history(user, id)).toEqual(['refund pending 15.00'])
    await ok(await act(user, `/sandbox/authorizations/${creditId}/capture`, {}))
    expect(await balance(user, id)).toBe('25.00')
    const other = (
      await act(user, `/sandbox/cards/${id}/credits`, { amount: '3.00', merchantName: 'Hotel' })
    ).json()
    await ok(await act(user, `/sandbox/authorizations/${other.id}/reverse`))
    expect(await balance(user, id)).toBe('25.00')
    expect(await history(user, id)).toEqual(['refund settled 15.00', 'refund reversed 3.00'])
  })

  it('foreign currency, a hold above the amount (fuel) and a partial approval', async () => {
    const { id, user } = await card(30n * USD)
    const cafe = await buy(user, id, {
      amount: '10.00',
      merchantName: 'Cafe Berlin',
      merchantCurrency: 'EUR',
      merchantAmount: '9.00',
    })
    await ok(await act(user, `/sandbox/authorizations/${cafe.id}/capture`, {}))
    expect(await history(user, id)).toEqual(['consumption settled -10.00 EUR 9.00'])
    expect(
      (
        await user.api.post(`/sandbox/cards/${id}/authorizations`, {
          amount: '1.00',
          merchantName: 'X',
          merchantCurrency: 'JPY',
          merchantAmount: '150.5',
        })
      ).statusCode,
    ).toBe(400)

    const fuel = await buy(user, id, { amount: '1.00', merchantName: 'Fuel', holdAmount: '15.00' })
    expect(fuel.status).toBe('approved')
    expect(await balance(user, id)).toBe('5.00')
    expect(
      (await buy(user, id, { amount: '1.00', merchantName: 'Fuel', holdAmount: '15.00' })).declineReason,
    ).toBe('insufficient_balance')
    await ok(await act(user, `/sandbox/authorizations/${fuel.id}/capture`, { amount: '12.34' }))
    expect(await balance(user, id)).toBe('7.66')

    const grocer = await buy(user, id, { amount: '20.00', merchantName: 'Grocer', partialApproval: true })
    expect(grocer).toMatchObject({ status: 'approved', approvedAmount: '7.66' })
    expect(await balance(user, id)).toBe('0.00')
  })

  it('refuses another user’s purchase (404) and what the network would not send (409, 400)', async () => {
    const { id, user } = await card(10n * USD)
    const other = await card(10n * USD)
    const mine = await buy(user, id, { amount: '2.00', merchantName: 'Shop' })
    const before = await kit.snapshot()
    const bodies: Record<string, unknown> = {
      increment: { amount: '1.00' },
      expire: undefined,
      'refund-reversal': {},
      corrections: { amount: '1.00', direction: 'credit' },
      capture: {},
      reverse: {},
      refund: {},
    }
    for (const [path, body] of Object.entries(bodies)) {
      const res = await other.user.api.post(`/sandbox/authorizations/${mine.id}/${path}`, body)
      expect([path, res.statusCode]).toEqual([path, 404])
    }
    expect(
      (await other.user.api.post(`/sandbox/cards/${id}/credits`, { amount: '1.00', merchantName: 'X' }))
        .statusCode,
    ).toBe(404)
    // Nothing cleared: no refund to take back, nothing to correct.
    expect((await user.api.post(`/sandbox/authorizations/${mine.id}/refund-reversal`)).statusCode).toBe(409)
    expect(
      (
        await user.api.post(`/sandbox/authorizations/${mine.id}/corrections`, {
          amount: '1.00',
          direction: 'debit',
        })
      ).statusCode,
    ).toBe(409)
    expect(
      (await user.api.post(`/sandbox/authorizations/${mine.id}/increment`, { amount: '0' })).statusCode,
    ).toBe(400)
    expect(await kit.snapshot()).toBe(before)
    const events = await kit.db.execute(
      sql`SELECT count(*)::int AS n FROM issuer_events WHERE card_id = ${id} AND kind = 'transaction_state'`,
    )
    expect(rowsOf<{ n: number }>(events)[0]!.n).toBe(0)
  })

  it('the routes are in the OpenAPI document', async () => {
    const doc = (await kit.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>
    }>()
    for (const path of [
      '/api/sandbox/authorizations/{id}/increment',
      '/api/sandbox/authorizations/{id}/expire',
      '/api/sandbox/authorizations/{id}/refund-reversal',
      '/api/sandbox/authorizations/{id}/corrections',
      '/api/sandbox/cards/{id}/credits',
    ]) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toEqual(['post'])
    }
    expect(JSON.stringify(doc.paths['/api/sandbox/authorizations/{id}/capture'])).toContain('"final"')
    expect(JSON.stringify(doc.paths['/api/sandbox/cards/{id}/authorizations'])).toContain(
      '"merchantCurrency"',
    )
  })
})
