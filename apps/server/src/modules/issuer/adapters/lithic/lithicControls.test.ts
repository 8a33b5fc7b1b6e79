import { randomUUID } from 'node:crypto'
import { parseProgramPolicyEnv } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { USD } from '../../../cards/test/cardsKit'
import { assertWebhookPayload, isAsaResponse } from './test/lithicDefinition'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import { asaRequest, transactionUpdated } from './test/lithicPayloadSamples'

// The program's policy and the owner's controls in the ASA decision, through the signed webhook route against
// the real app and database: what Lithic is answered, and what the card's history and events say.
const policy = parseProgramPolicyEnv({ RISK_DAILY_COUNT: '50' })
if (!policy.ok) throw new Error('test policy')

let kit: LithicKit
let accounts = 40
beforeAll(async () => {
  kit = await createLithicKit({ config: { programPolicy: policy.policy, role: 'api' } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

async function card(available = 100n * USD) {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, available - 2n * USD)
  return { ...issued, user }
}

/** What a purchase looks like at the network: merchant, point of sale, cash, address check. */
type Purchase = {
  cents: number
  mcc?: string
  country?: string
  acceptorId?: string
  merchant?: string
  /** `store` (card present), `online` (card not present, e-commerce), `atm`. */
  where?: 'store' | 'online' | 'atm'
  cashCents?: number
  avs?: 'MATCH' | 'MATCH_ZIP_ONLY' | 'MISMATCH' | 'NOT_PRESENT'
}

function request(cardToken: string, p: Purchase) {
  const base = asaRequest({
    token: randomUUID(),
    cardToken,
    cents: p.cents,
    merchant: p.merchant ?? 'SHOP',
  }) as {
    merchant: Record<string, unknown>
    pos: { entry_mode: Record<string, unknown>; terminal: Record<string, unknown> }
    avs: Record<string, unknown>
    token: string
  } & Record<string, unknown>
  const where = p.where ?? 'store'
  const payload = {
    ...base,
    merchant: {
      ...base.merchant,
      mcc: p.mcc ?? '5812',
      country: p.country ?? 'USA',
      acceptor_id: p.acceptorId ?? '333301802529120',
    },
    pos: {
      entry_mode: {
        ...base.pos.entry_mode,
        card: where === 'online' ? 'NOT_PRESENT' : 'PRESENT',
        cardholder: where === 'online' ? 'ELECTRONIC_ORDER' : 'PRESENT',
        pan: where === 'online' ? 'ECOMMERCE' : 'ICC',
      },
      terminal: {
        ...base.pos.terminal,
        type: where === 'atm' ? 'ATM' : where === 'online' ? 'ECOMMERCE' : 'POS_TERMINAL',
      },
    },
    cash_amount: where === 'atm' ? p.cents : (p.cashCents ?? 0),
    avs: { ...base.avs, address_on_file_match: p.avs ?? (where === 'online' ? 'MATCH' : 'NOT_PRESENT') },
  }
  assertWebhookPayload('card_authorization.approval_request', payload)
  return payload
}

async function decide(cardToken: string, p: Purchase, token?: string) {
  const payload = { ...request(cardToken, p), ...(token ? { token } : {}) }
  const res = await kit.deliver(payload, { secret: ASA_SECRET })
  expect(res.statusCode, res.body).toBe(200)
  const answer = res.json<{ result: string; token: string }>()
  expect(isAsaResponse(answer), res.body).toBe(true)
  expect(answer.token).toBe(payload.token)
  return answer.result
}

/** The newest history line of the card over HTTP. */
async function newestLine(user: { api: { get(url: string): Promise<{ json(): unknown }> } }, cardId: string) {
  const page = (await user.api.get(`/card/${cardId}/transaction?skip=0&limit=1`)).json() as {
    items: Record<string, unknown>[]
  }
  return page.items[0]!
}

async function putControls(
  user: { api: { put(url: string, body: unknown): Promise<{ statusCode: number; body: string }> } },
  cardId: string,
  changes: Record<string, unknown>,
) {
  const res = await user.api.put(`/card/${cardId}/controls`, {
    limits: { perPurchase: null, daily: null, monthly: null },
    blockedCategories: [],
    channels: { online: true, inStore: true, atm: true },
    countries: null,
    merchantLock: 'off',
    ...changes,
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe("the program's policy in the ASA decision", () => {
  it('declines gambling (7995), quasi-cash (6051), money transfer (4829), ATM cash and cash back by default; approves a restaurant', async () => {
    const { id, token, user } = await card()
    expect(await decide(token, { cents: 1_000, mcc: '7995' })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'program_policy', state: 'declined' })
    expect(await decide(token, { cents: 1_000, mcc: '6051' })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await decide(token, { cents: 1_000, mcc: '4829' })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await decide(token, { cents: 2_000, mcc: '6011', where: 'atm' })).toBe('UNAUTHORIZED_MERCHANT')
    // An ATM under an ordinary code is still cash.
    expect(await decide(token, { cents: 2_000, mcc: '5999', where: 'atm' })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await decide(token, { cents: 3_000, mcc: '5411', cashCents: 1_000 })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'program_policy' })
    // Nothing of it is held.
    expect(await kit.money(id)).toMatchObject({ held: 0n })
    expect(await decide(token, { cents: 1_000, mcc: '5812' })).toBe('APPROVED')
    expect(await kit.money(id)).toMatchObject({ held: 10n * USD })
  })

  it('declines the 51st purchase of a UTC day over RISK_DAILY_COUNT=50 with VELOCITY_EXCEEDED', async () => {
    const { id, token, user } = await card()
    for (let i = 1; i <= 50; i++)
      expect(await decide(token, { cents: 100 }), `purchase ${i}`).toBe('APPROVED')
    expect(await decide(token, { cents: 100 })).toBe('VELOCITY_EXCEEDED')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'program_policy', state: 'declined' })
    expect(await kit.money(id)).toMatchObject({ held: 50n * USD })
  }, 120_000)

  it('declines a card-not-present purchase whose address does not match with AVS_INVALID; approves one that matches', async () => {
    const { token } = await card()
    expect(await decide(token, { cents: 500, where: 'online', avs: 'MISMATCH' })).toBe('AVS_INVALID')
    expect(await decide(token, { cents: 500, where: 'online', avs: 'MATCH_ZIP_ONLY' })).toBe('APPROVED')
    expect(await decide(token, { cents: 500, where: 'online', avs: 'MATCH' })).toBe('APPROVED')
    // In a shop the address is not asked.
    expect(await decide(token, { cents: 500, avs: 'MISMATCH' })).toBe('APPROVED')
  })
})

describe("the owner's controls in the ASA decision", () => {
  it('a daily limit of 15.00 approves 10.00 and declines the next 10.00, and the history and the event say why', async () => {
    const { id, token, user } = await card()
    await putControls(user, id, { limits: { perPurchase: null, daily: '15.00', monthly: null } })
    expect(await decide(token, { cents: 1_000 })).toBe('APPROVED')
    expect(await decide(token, { cents: 1_000 })).toBe('VELOCITY_EXCEEDED')
    expect(await newestLine(user, id)).toMatchObject({
      state: 'declined',
      declineReason: 'over_daily_limit',
      declineLimit: '15.00',
    })
    const events = rowsOf<{ payload: Record<string, unknown> }>(
      await kit.db.execute(
        sql`SELECT payload FROM card_events WHERE card_id = ${id} AND kind = 'purchase.declined' ORDER BY id DESC LIMIT 1`,
      ),
    )
    expect(events[0]?.payload).toMatchObject({
      declineReason: 'over_daily_limit',
      declineLimitMicro: '15000000',
    })
    // Exactly at the limit is within it.
    expect(await decide(token, { cents: 500 })).toBe('APPROVED')
    expect(await decide(token, { cents: 1 })).toBe('VELOCITY_EXCEEDED')
    expect(await kit.money(id)).toMatchObject({ held: 15n * USD })
  })

  it('an incremental authorization meets the limits too: the day takes what is left of 15.00, the purchase stays within 20.00', async () => {
    const { id, token, user } = await card()
    await putControls(user, id, { limits: { perPurchase: '20.00', daily: '15.00', monthly: null } })
    const hotel = randomUUID()
    expect(await decide(token, { cents: 1_000, merchant: 'GRAND HOTEL' }, hotel)).toBe('APPROVED')
    // The same transaction asks for more (a new event token): 5.01 would take the day over 15.00.
    expect(await decide(token, { cents: 501, merchant: 'GRAND HOTEL' }, hotel)).toBe('VELOCITY_EXCEEDED')
    expect(await decide(token, { cents: 500, merchant: 'GRAND HOTEL' }, hotel)).toBe('APPROVED')
    expect((await kit.money(id)).held).toBe(15n * USD)
    // Another day: the day has room, the purchase's whole 15.00 + 5.01 is over its 20.00.
    kit.t.clock.advance(86_400_000)
    expect(await decide(token, { cents: 501, merchant: 'GRAND HOTEL' }, hotel)).toBe('UNAUTHORIZED_MERCHANT')
    expect(await decide(token, { cents: 500, merchant: 'GRAND HOTEL' }, hotel)).toBe('APPROVED')
    expect((await kit.money(id)).held).toBe(20n * USD)
  })

  it('online purchases off declines a card-not-present purchase and approves one in a shop', async () => {
    const { id, token, user } = await card()
    await putControls(user, id, { channels: { online: false, inStore: true, atm: true } })
    expect(await decide(token, { cents: 700, where: 'online' })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'channel_off' })
    expect(await decide(token, { cents: 700, where: 'store' })).toBe('APPROVED')
  })

  it('first_merchant approves the first merchant, names it, declines a second, and approves the first again', async () => {
    const { id, token, user } = await card()
    await putControls(user, id, { merchantLock: 'first_merchant' })
    expect(await decide(token, { cents: 999, acceptorId: 'NFLX-000111', merchant: 'NETFLIX.COM' })).toBe(
      'APPROVED',
    )
    expect((await user.api.get(`/card/${id}/controls`)).json()).toMatchObject({
      merchantLock: 'first_merchant',
      lockedMerchant: { name: 'NETFLIX.COM', acceptorId: 'NFLX-000111' },
    })
    // A look-alike name at another acceptor is another merchant.
    expect(await decide(token, { cents: 999, acceptorId: 'EVIL-222', merchant: 'NETFLIX.COM' })).toBe(
      'UNAUTHORIZED_MERCHANT',
    )
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'merchant_locked' })
    expect(await decide(token, { cents: 999, acceptorId: 'NFLX-000111', merchant: 'NETFLIX.COM' })).toBe(
      'APPROVED',
    )
    // Unlocked by the owner (off), then locked again to the next merchant.
    await putControls(user, id, { merchantLock: 'off' })
    expect((await user.api.get(`/card/${id}/controls`)).json()).not.toHaveProperty('lockedMerchant')
    await putControls(user, id, { merchantLock: 'first_merchant' })
    expect(await decide(token, { cents: 100, acceptorId: 'SPOT-333', merchant: 'SPOTIFY' })).toBe('APPROVED')
    expect(await decide(token, { cents: 100, acceptorId: 'NFLX-000111', merchant: 'NETFLIX.COM' })).toBe(
      'UNAUTHORIZED_MERCHANT',
    )
  })

  it('blocked categories, countries, a purchase limit and single use each decline with their reason', async () => {
    const { id, token, user } = await card()
    await putControls(user, id, {
      blockedCategories: ['travel'],
      countries: ['USA', 'DEU'],
      limits: { perPurchase: '20.00', daily: null, monthly: null },
    })
    expect(await decide(token, { cents: 1_000, mcc: '4511' })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'category_blocked' })
    expect(await decide(token, { cents: 1_000, country: 'FRA' })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'country_blocked' })
    expect(await decide(token, { cents: 2_001 })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({
      declineReason: 'over_purchase_limit',
      declineLimit: '20.00',
    })
    expect(await decide(token, { cents: 2_000, country: 'DEU' })).toBe('APPROVED')
    await putControls(user, id, { merchantLock: 'single_use' })
    expect(await decide(token, { cents: 300 })).toBe('APPROVED')
    expect(await decide(token, { cents: 300 })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'single_use_spent' })
  })

  it('a single_use card is closed when the purchase that spent it clears', async () => {
    const { id, token, user } = await card()
    await putControls(user, id, { merchantLock: 'single_use' })
    const purchase = randomUUID()
    expect(await decide(token, { cents: 1_200 }, purchase)).toBe('APPROVED')
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('active')
    const cleared = transactionUpdated({
      token: purchase,
      cardToken: token,
      merchant: 'SHOP',
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION', cents: 1_200 },
        { token: randomUUID(), type: 'CLEARING', cents: 1_200 },
      ],
    })
    expect((await kit.deliver(cleared)).statusCode).toBe(200)
    const expires = rowsOf<{ expired: boolean }>(
      await kit.db.execute(
        sql`SELECT expires_at <= ${kit.t.clock.now()} AS expired FROM cards WHERE id = ${id}`,
      ),
    )
    expect(expires[0]?.expired).toBe(true)
    // Closed, whatever its controls say now.
    await putControls(user, id, { merchantLock: 'off' })
    expect(await decide(token, { cents: 100 })).toBe('UNAUTHORIZED_MERCHANT')
    expect(await newestLine(user, id)).toMatchObject({ declineReason: 'card_expired' })
  })
})
