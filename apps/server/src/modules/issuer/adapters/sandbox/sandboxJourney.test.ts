import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPaymentsFixture,
  mine,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
} from '../../../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../../../db/rowsOf'
import { api, pdfText } from '../../../cards/test/api'
import { declineExpiredChallenges } from './declineExpiredChallenges'

// acceptance: a sandbox journey over HTTP against the real app, database and anvil in which every
// purchase, 3DS challenge, capture, reversal and refund reaches the card through the gateway's one inbound
// handler (each leaves its claimed issuer event), and the card list, detail, history and statement show it.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const USD = 1_000_000n

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('sandbox journey through the issuer gateway', () => {
  it('purchases, 3DS challenges (code and approval), capture, reversal and refunds: list, detail, history, statement', async () => {
    const user = await signInAccount(f, 7)
    const u = api(() => f.app, user.headers)
    expect((await u.post('/user/activate', { code: 'WELCOME' })).statusCode).toBe(204)
    const { id } = (await u.post('/order', { currency: 'usdt', productId: 'classic' })).json()
    const order = (await u.get(`/order/${id}`)).json()
    const hash = await sendUsdt(f, 7, order.address, 20n * USD)
    const nonce = (await f.wallet(7).getTransaction({ hash })).nonce
    expect((await u.post(`/order/${id}/pay`, { currency: 'usdt', hash, nonce })).statusCode).toBe(204)
    await mine(f, 2)
    await f.runtime.tick()
    // Paid: the contact form is taken now.
    expect(
      (
        await u.post(`/order/${id}/info`, {
          email: 'mia.chen@example.com',
          phone: { callingCode: '+1', phoneNumber: '2025550143' },
          displayName: 'Mia Chen',
        })
      ).statusCode,
    ).toBe(204)
    await waitFor(
      async () => (await u.get(`/card/${id}`)).json().status,
      (status) => status === 'application_processing',
    )
    // Approve the application and settle the top-up now; take the card (its details, then the confirmation).
    expect((await u.post('/sandbox/settle')).statusCode).toBe(204)
    expect((await u.get(`/card/${id}/img`)).statusCode).toBe(200)
    expect((await u.post(`/card/${id}/img/confirm`)).statusCode).toBe(204)
    expect((await u.get(`/card/${id}`)).json()).toMatchObject({ status: 'active', balance: '19.96' })
    expect((await u.get(`/card/${id}/view`)).json()).toEqual({ kind: 'image' })

    const buy = async (amount: string, merchantName: string, threeDS = false) =>
      (await u.post(`/sandbox/cards/${id}/authorizations`, { amount, merchantName, threeDS })).json()

    // A: a purchase, approved: 12.00 held, not yet taken.
    const a = await buy('12.00', 'Grocer')
    expect(a).toMatchObject({ status: 'approved' })
    expect((await u.get(`/card/${id}`)).json().balance).toBe('7.96')

    // B: with 3DS, approved by the owner through the challenge (the sandbox also shows its one-time code).
    const b = await buy('5.00', 'Cinema', true)
    expect(b).toMatchObject({ status: 'challenge' })
    expect((await u.get(`/card/${id}/3ds`)).json()).toMatchObject({ merchantName: 'Cinema', amount: '5.00' })
    const challengeB = (await u.get(`/card/${id}/challenge`)).json()
    expect(challengeB).toMatchObject({ merchantName: 'Cinema', amount: '5.00', currency: 'USD' })
    expect((await u.post(`/card/${id}/challenge/${challengeB.id}`, { answer: 'approve' })).statusCode).toBe(
      204,
    )
    expect((await u.get(`/card/${id}/challenge`)).json()).toBe('OK')
    expect((await u.get(`/card/${id}/3ds`)).json()).toBe('OK')
    expect((await u.get(`/card/${id}`)).json().balance).toBe('2.96')
    // The same answer again (its reply was lost on the way): recorded already, 204, nothing moves twice; the
    // other answer is refused and says what the challenge became.
    expect((await u.post(`/card/${id}/challenge/${challengeB.id}`, { answer: 'approve' })).statusCode).toBe(
      204,
    )
    const other = await u.post(`/card/${id}/challenge/${challengeB.id}`, { answer: 'decline' })
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      'invalid action: the challenge was already approved',
    ])
    expect((await u.get(`/card/${id}`)).json().balance).toBe('2.96')

    // C: with 3DS, declined by the owner: nothing held, its code no longer works.
    const c = await buy('1.00', 'Arcade', true)
    const challengeC = (await u.get(`/card/${id}/challenge`)).json()
    const otpC = (await u.get(`/card/${id}/3ds`)).json().otp
    expect((await u.post(`/card/${id}/challenge/${challengeC.id}`, { answer: 'decline' })).statusCode).toBe(
      204,
    )
    expect((await u.post(`/sandbox/authorizations/${c.id}/otp`, { otp: otpC })).statusCode).toBe(409)
    expect((await u.get(`/card/${id}`)).json().balance).toBe('2.96')

    // D: with 3DS, answered with the one-time code: the challenge closes with it.
    const d = await buy('2.00', 'Bakery', true)
    const otpD = (await u.get(`/card/${id}/3ds`)).json().otp
    expect((await u.post(`/sandbox/authorizations/${d.id}/otp`, { otp: otpD })).json()).toEqual({
      id: d.id,
      status: 'approved',
    })
    expect((await u.get(`/card/${id}/challenge`)).json()).toBe('OK')

    // A captured for less than held; B reversed; A refunded in two parts, never more than captured.
    expect((await u.post(`/sandbox/authorizations/${a.id}/capture`, { amount: '11.50' })).statusCode).toBe(
      204,
    )
    expect((await u.post(`/sandbox/authorizations/${b.id}/reverse`)).statusCode).toBe(204)
    expect((await u.get(`/card/${id}`)).json().balance).toBe('6.46')
    expect((await u.post(`/sandbox/authorizations/${a.id}/refund`, { amount: '4.00' })).statusCode).toBe(204)
    expect((await u.post(`/sandbox/authorizations/${a.id}/refund`, { amount: '8.00' })).statusCode).toBe(409)
    expect((await u.post(`/sandbox/authorizations/${b.id}/refund`, {})).statusCode).toBe(409)
    expect((await u.post(`/sandbox/authorizations/${a.id}/refund`, {})).statusCode).toBe(204)
    expect((await u.post(`/sandbox/authorizations/${a.id}/refund`, {})).statusCode).toBe(409)

    // E: more than is available: declined, with its reason in the history.
    expect(await buy('1000.00', 'Car Dealer')).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_balance',
    })

    // Card list and detail: 19.96 on the ledger, 2.00 (D) held: 17.96 available.
    const listed = (await u.get('/card')).json().cards.find((card: { id: string }) => card.id === id)
    expect(listed).toMatchObject({ status: 'active', balance: '17.96', pendingTopup: '0.00' })
    expect((await u.get(`/card/${id}`)).json()).toMatchObject({ balance: '17.96' })

    // History, oldest first: the top-up, then one row per purchase with its state (C declined by its owner,
    // named so: not "declined by the card issuer"), and each refund of A a row of its own when it came back.
    const history = (await u.get(`/card/${id}/transaction?limit=20`)).json()
    expect(history.total).toBe(8)
    type Item = {
      type: string
      description: string
      state: string
      amount: string
      balanceChange: string
      balanceAfter?: string
      declineReason?: string
    }
    expect(
      (history.items as Item[])
        .map(
          (item) =>
            `${item.type} ${item.description || '-'} ${item.state} ${item.amount} ${item.balanceChange} ${item.balanceAfter ?? 'no-balance'}${item.declineReason ? ` ${item.declineReason}` : ''}`,
        )
        .reverse(),
    ).toEqual([
      'topup - settled 19.96 19.96 19.96',
      'consumption Grocer refunded -11.50 -11.50 8.46',
      'authorization_reversal Cinema reversed -5.00 0.00 8.46',
      'authorization_decline Arcade declined -1.00 0.00 no-balance cardholder_declined',
      'authorization_approval Bakery pending -2.00 -2.00 6.46',
      // The test's clock stands still: at one instant, refunds sort above the purchases.
      'authorization_decline Car Dealer declined -1000.00 0.00 no-balance insufficient_balance',
      'refund Grocer settled 4.00 4.00 10.46',
      'refund Grocer settled 7.50 7.50 17.96',
    ])
    expect((await u.get(`/card/${id}/pending-transaction`)).json()).toMatchObject({
      total: 1,
      items: [{ id: d.id, description: 'Bakery', original: { amount: '2.00' } }],
    })

    // Statement: the history's rows but the declines (they moved nothing), the same running balance: D's hold is
    // an authorization in it, the reversed purchase took nothing.
    const { text } = await pdfText((await u.get(`/card/${id}/statement`)).rawPayload)
    expect(text).toContain('Opening balance: 0.00 USD')
    expect(text).toContain('Closing balance: 17.96 USD')
    expect(text).not.toContain('Held by pending authorizations')
    for (const line of [
      '-11.50',
      '4.00',
      '7.50',
      'Grocer',
      'Bakery',
      'Authorization',
      '-2.00',
      'Cinema',
      '0.00',
    ])
      expect(text).toContain(line)
    for (const declined of ['Arcade', 'Car Dealer']) expect(text).not.toContain(declined)

    // Every one of them reached the card as an issuer event through the one handler, once.
    const events =
      await f.db.database.db.execute(sql`SELECT kind, status, count(*)::int AS n FROM issuer_events
      WHERE card_id = ${id} GROUP BY kind, status ORDER BY kind, status`)
    expect(rowsOf<unknown>(events)).toEqual([
      { kind: 'authorization_release', status: 'applied', n: 1 },
      { kind: 'authorization_request', status: 'applied', n: 4 },
      { kind: 'clearing', status: 'applied', n: 1 },
      { kind: 'return', status: 'applied', n: 2 },
      { kind: 'three_ds_challenge', status: 'applied', n: 3 },
      // After the capture and the reversal, the transaction's state as the sandbox issuer has it.
      { kind: 'transaction_state', status: 'applied', n: 2 },
    ])

    // F: with 3DS, never answered. Before its code expires the sweep leaves it alone; after, it ends declined
    // (it stayed "pending" in the history for ever before), its challenge is closed and its code refused.
    const f1 = await buy('3.00', 'Florist', true)
    expect(f1).toMatchObject({ status: 'challenge' })
    const otpF = (await u.get(`/card/${id}/3ds`)).json().otp
    // A purchase's row by its merchant (the clock stands still: the refunds of A sort above at one instant).
    const stateOf = async (merchant = 'Florist') =>
      (
        (await u.get(`/card/${id}/transaction?limit=20`)).json().items as {
          description: string
          state: string
        }[]
      ).find((item) => item.description === merchant)
    expect(await stateOf()).toMatchObject({ description: 'Florist', state: 'pending' })
    f.clock.advance(4 * 60_000)
    expect(await declineExpiredChallenges(f.app.db, f.clock.now())).toBe(0)
    expect((await u.get(`/card/${id}/challenge`)).json()).toMatchObject({ merchantName: 'Florist' })
    f.clock.advance(60_000 + 1)
    expect(await declineExpiredChallenges(f.app.db, f.clock.now())).toBe(1)
    expect(await declineExpiredChallenges(f.app.db, f.clock.now())).toBe(0)
    expect(await stateOf()).toMatchObject({ description: 'Florist', state: 'declined' })
    expect((await u.get(`/card/${id}/challenge`)).json()).toBe('OK')
    expect((await u.post(`/sandbox/authorizations/${f1.id}/otp`, { otp: otpF })).statusCode).toBe(409)
    expect((await u.get(`/card/${id}`)).json().balance).toBe('17.96')

    // G: an expired one whose answer is in flight (its step claimed, the code no longer sealed) is left to it.
    const g = await buy('1.00', 'Kiosk', true)
    await f.db.database.db.execute(sql`UPDATE card_authorizations SET otp_sealed = NULL WHERE id = ${g.id}`)
    f.clock.advance(5 * 60_000 + 1)
    expect(await declineExpiredChallenges(f.app.db, f.clock.now())).toBe(0)
    expect(await stateOf('Kiosk')).toMatchObject({ description: 'Kiosk', state: 'pending' })
  }, 120_000)
})
