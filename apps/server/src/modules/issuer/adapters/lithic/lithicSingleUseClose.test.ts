import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appContext } from '../../../../runtime/appContext'
import { USD } from '../../../cards/test/cardsKit'
import { closeSpentCardsAtIssuer } from '../../singleUse/closeSpentCardsAtIssuer'
import { type FakeLithic, startFakeLithic } from './test/fakeLithic'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import { asaRequest, transactionUpdated } from './test/lithicPayloadSamples'

// A spent single-use card is closed at Lithic too (`cards.update` to CLOSED on a stand-in of Lithic's API), so
// the network declines a later purchase even when our decision is not reached; a refusal is asked again.
let kit: LithicKit
let lithic: FakeLithic
let accounts = 60

beforeAll(async () => {
  lithic = await startFakeLithic()
  // role api: no background sweep races the test's own rounds.
  kit = await createLithicKit({ lithicBaseUrl: lithic.url, config: { role: 'api' } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await lithic?.close()
})

async function singleUseCard() {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, 30n * USD)
  lithic.cards.set(issued.token, {
    token: issued.token,
    state: 'OPEN',
    memo: `Chaincard classic ${issued.id}`,
    last_four: '4242',
    exp_month: '06',
    exp_year: '2031',
    created: new Date().toISOString(),
  })
  const res = await user.api.put(`/card/${issued.id}/controls`, {
    limits: { perPurchase: null, daily: null, monthly: null },
    blockedCategories: [],
    channels: { online: true, inStore: true, atm: true },
    countries: null,
    merchantLock: 'single_use',
  })
  expect(res.statusCode, res.body).toBe(200)
  return issued
}

async function buy(cardToken: string, cents: number) {
  const token = randomUUID()
  const res = await kit.deliver(asaRequest({ token, cardToken, cents }), { secret: ASA_SECRET })
  expect(res.statusCode, res.body).toBe(200)
  return { token, result: res.json<{ result: string }>().result }
}

async function clear(cardToken: string, purchase: string, cents: number) {
  const res = await kit.deliver(
    transactionUpdated({
      token: purchase,
      cardToken,
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION', cents },
        { token: randomUUID(), type: 'CLEARING', cents },
      ],
    }),
  )
  expect(res.statusCode, res.body).toBe(200)
}

const closesSent = (cardToken: string) =>
  lithic.requests.filter(
    (r) => r.method === 'PATCH' && r.path === `/v1/cards/${cardToken}` && r.body?.state === 'CLOSED',
  ).length

describe('a spent single-use card at Lithic', () => {
  it('is closed at Lithic once its purchase cleared, once; a card whose purchase has not cleared is not', async () => {
    const ctx = { ...appContext(kit.app), log: kit.app.log }
    const spent = await singleUseCard()
    const approvedOnly = await singleUseCard()
    const purchase = await buy(spent.token, 1_200)
    expect(purchase.result).toBe('APPROVED')
    expect((await buy(approvedOnly.token, 800)).result).toBe('APPROVED')
    // Approved, not cleared: nothing to close yet.
    expect(await closeSpentCardsAtIssuer(ctx)).toBe(0)
    expect(closesSent(spent.token)).toBe(0)

    await clear(spent.token, purchase.token, 1_200)
    expect(await closeSpentCardsAtIssuer(ctx)).toBe(1)
    expect(lithic.cards.get(spent.token)?.state).toBe('CLOSED')
    expect(lithic.cards.get(approvedOnly.token)?.state).toBe('OPEN')
    // Taken once: the next round asks nothing.
    expect(await closeSpentCardsAtIssuer(ctx)).toBe(0)
    expect(closesSent(spent.token)).toBe(1)
    expect(closesSent(approvedOnly.token)).toBe(0)
  })

  it('asks again next round when Lithic refuses, and the other cards still go', async () => {
    const ctx = { ...appContext(kit.app), log: kit.app.log }
    const refused = await singleUseCard()
    const taken = await singleUseCard()
    for (const card of [refused, taken]) {
      const purchase = await buy(card.token, 500)
      expect(purchase.result).toBe('APPROVED')
      await clear(card.token, purchase.token, 500)
    }
    lithic.intercept((request) =>
      request.method === 'PATCH' && request.path === `/v1/cards/${refused.token}`
        ? { status: 500, body: { message: 'unavailable' } }
        : undefined,
    )
    try {
      expect(await closeSpentCardsAtIssuer(ctx)).toBe(1)
      expect(lithic.cards.get(taken.token)?.state).toBe('CLOSED')
      expect(lithic.cards.get(refused.token)?.state).toBe('OPEN')
    } finally {
      lithic.intercept(null)
    }
    expect(await closeSpentCardsAtIssuer(ctx)).toBe(1)
    expect(lithic.cards.get(refused.token)?.state).toBe('CLOSED')
  })
})
