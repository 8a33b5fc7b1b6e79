import { zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BUDGETS } from '../../config'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'

// What a payment report and a swap quote cost (RPC calls, an operator's look at each rejected report) is
// budgeted per card and per owner, in the database (every instance shares it). Through the real app (PGlite,
// and PostgreSQL with DATABASE_URL).
let kit: CardsKit
let owner: KitUser
let cardId: string

beforeAll(async () => {
  kit = await createCardsKit({
    config: {
      budgets: {
        ...DEFAULT_BUDGETS,
        paymentReportsPerHour: 8,
        paymentReportsPerCardPerHour: 6,
        rejectedReportsPerCardPerDay: 3,
        swapQuotesPerMinute: 2,
      },
    },
  })
  owner = await kit.activeUser(1)
  cardId = (await kit.activeCard(owner, 0n)).id
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const hashOf = (i: number) => `0x${i.toString(16).padStart(64, 'a')}`
const rejectedReports = async (card: string) =>
  rowsOf<{ n: number }>(
    await kit.db.execute(
      `SELECT count(*)::int AS n FROM deposit_exceptions WHERE reason = 'rejected_report' AND card_id = '${card}'`,
    ),
  )[0]!.n

describe('payment report budgets', () => {
  it('a card raises at most 3 rejected_report exceptions a day, and takes 6 reports an hour', async () => {
    const statuses: number[] = []
    // An order payment reported for an active card: refused (409), each with a new hash.
    for (let i = 0; i < 7; i++) {
      const res = await owner.api.post(`/order/${cardId}/pay`, {
        currency: 'usdt',
        hash: hashOf(i),
        nonce: i,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 409, 429])
    expect(await rejectedReports(cardId)).toBe(3)
  })

  it('an owner makes at most 8 reports an hour, all cards together', async () => {
    // An order of the same owner (allowed a second card), reported as a top-up: refused too (409), without
    // waiting for any receipt.
    await kit.db.execute(`UPDATE user_activations SET card_allowance = 5 WHERE address = '${owner.lower}'`)
    const second = await kit.order(owner)
    const statuses: number[] = []
    for (let i = 10; i < 13; i++) {
      const res = await owner.api.post(`/card/${second}/topup/pay`, {
        currency: 'usdt',
        hash: hashOf(i),
        nonce: i,
      })
      statuses.push(res.statusCode)
    }
    // 7 counted above (the refused 7th too), so the 9th of the hour is refused.
    expect(statuses).toEqual([409, 429, 429])
    const refused = await owner.api.post(`/card/${second}/topup/pay`, {
      currency: 'usdt',
      hash: hashOf(20),
      nonce: 1,
    })
    expect(refused.json()).toMatchObject({ code: 'rate_limited' })
    kit.t.clock.advance(3_600_000)
    owner = await kit.signIn(1)
    const later = await owner.api.post(`/card/${second}/topup/pay`, {
      currency: 'usdt',
      hash: hashOf(21),
      nonce: 1,
    })
    expect(later.statusCode).toBe(409)
  })
})

describe('swap quote budget', () => {
  it('an owner asks at most 2 quotes a minute here (SWAP_QUOTES_PER_MINUTE): 429 rate_limited beyond', async () => {
    const body = {
      id: kit.t.config.chains[0]!.id,
      cardId,
      fromToken: zeroAddress,
      fromAmount: '10000000000000000',
      toToken: kit.t.config.chains[0]!.tokens.find((t) => t.symbol === 'USDT')!.address,
      slippage: '1',
    }
    const first = await owner.api.post('/swap', body)
    const second = await owner.api.post('/swap', body)
    expect([first.statusCode, second.statusCode]).not.toContain(429)
    const third = await owner.api.post('/swap', body)
    expect(third.statusCode).toBe(429)
    expect(third.json()).toMatchObject({ code: 'rate_limited' })
    // Another owner's budget is their own.
    const other = await kit.activeUser(2)
    const otherCard = (await kit.activeCard(other, 0n)).id
    expect((await other.api.post('/swap', { ...body, cardId: otherCard })).statusCode).not.toBe(429)
    kit.t.clock.advance(60_000)
    owner = await kit.signIn(1)
    expect((await owner.api.post('/swap', body)).statusCode).not.toBe(429)
  })
})
