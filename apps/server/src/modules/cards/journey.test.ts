import { chaincardNftAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPaymentsFixture,
  mine,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { isLuhnValid } from '../issuer/luhn'
import { api, pdfText, readCardImage } from './test/api'

// Acceptance: the whole journey over HTTP against the real app, database and anvil.
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

describe('card journey', () => {
  it('sign in, invitation, order, contact, payment, issuance, image once, 3DS purchase, lock, statement', async () => {
    const user = await signInAccount(f, 3)
    const u = api(() => f.app, user.headers)

    expect((await u.get('/state')).json()).toEqual({ active: false })
    // Codes are trimmed and case-insensitive.
    expect((await u.get('/invitation/check?code=%20welcome%20')).json()).toEqual({ valid: true })
    expect((await u.post('/user/activate', { code: ' Welcome ' })).statusCode).toBe(204)
    expect((await u.get('/state')).json()).toEqual({ active: true })
    const again = await u.post('/user/activate', { code: 'WELCOME' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('invalid_action')

    const invitation = (await u.get('/user/invitation')).json()
    expect(invitation.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    expect(invitation).toMatchObject({ availableCount: 1, rewardBalance: '0.00', redemptionEnable: false })

    let list = (await u.get('/card')).json()
    expect(list.leftCount).toBe(1)
    expect(list.cards).toEqual([])
    expect(list.cardProducts.map((p: { id: string }) => p.id)).toEqual(['classic', 'business'])

    const created = await u.post('/order', { currency: 'usdt', productId: 'classic' })
    expect(created.statusCode).toBe(200)
    const { id } = created.json()
    list = (await u.get('/card')).json()
    expect(list.leftCount).toBe(0)
    expect(list.orders).toHaveLength(1)
    const order = list.orders[0]
    expect(order).toMatchObject({
      id,
      status: 'new',
      number: '**** **** **** ****',
      balance: '0.00',
      orderCurrency: 'usdt',
    })
    const indexRows = await f.db.database.db.execute(sql`SELECT deposit_index FROM cards WHERE id = ${id}`)
    const depositIndex = Number(rowsOf<{ deposit_index: number }>(indexRows)[0]!.deposit_index)
    expect(order.address).toBe(f.deriver.addressAt(depositIndex))
    expect((await u.get(`/order/${id}`)).json()).toMatchObject({
      id,
      topup: { lower: '1510000', upper: '3000000000' },
    })
    const second = await u.post('/order', { currency: 'usdt', productId: 'classic' })
    expect(second.statusCode).toBe(409)

    const contact = {
      email: 'ann.lee@example.com',
      phone: { callingCode: '+44', phoneNumber: '7911123456' },
      displayName: '  Ann Lee ',
    }
    // Contact info before paying is refused: the form mails the address, which an unpaid order must not buy.
    const early = await u.post(`/order/${id}/info`, contact)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ details: { kind: 'order_unpaid', status: 'new' } })

    // Pay the order for real: a USDT transfer to its receiving address, reported, confirmed.
    const hash = await sendUsdt(f, 3, order.address, 20n * USD)
    const nonce = (await f.wallet(3).getTransaction({ hash })).nonce
    expect((await u.post(`/order/${id}/pay`, { currency: 'usdt', hash, nonce })).statusCode).toBe(204)
    await mine(f, 2)
    await f.runtime.tick()
    expect((await u.get(`/card/${id}`)).json()).toMatchObject({ status: 'application_required' })
    // Paid: the contact form is taken, and the application goes to the issuer.
    expect((await u.post(`/order/${id}/info`, contact)).statusCode).toBe(204)
    expect((await u.get(`/card/${id}`)).json()).toMatchObject({
      status: 'application_processing',
      name: 'A** L**',
    })

    // The sandbox issuer approves after APPLICATION_DELAY (its sweep runs every second).
    f.clock.advance(f.config.sandbox!.applicationDelayMs)
    const issued = await waitFor(
      async () => (await u.get(`/card/${id}`)).json(),
      (card) => card.status === 'waiting_to_get',
    )
    expect(issued.status).toBe('waiting_to_get')
    expect(issued.number).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/)
    expect(issued.cardId).toMatch(/^sbx_/)
    expect(issued.expired).toBe(false)

    const img = await u.get(`/card/${id}/img`)
    expect(img.statusCode).toBe(200)
    const face = readCardImage(img.json().img)
    expect(isLuhnValid(face.pan)).toBe(true)
    expect(face.pan.slice(-4)).toBe(issued.number.slice(-4))
    expect(face.cvv).toMatch(/^\d{3}$/)
    expect(face.expiry).toMatch(/^\d{2}\/\d{2}$/)
    expect(img.json()).toMatchObject({ number: face.pan, cvv: face.cvv, expiry: face.expiry })
    // Shown until confirmed: the same details again, the card still waiting.
    expect((await u.get(`/card/${id}/img`)).json()).toEqual(img.json())
    expect((await u.get(`/card/${id}`)).json().status).toBe('waiting_to_get')
    expect((await u.post(`/card/${id}/img/confirm`)).statusCode).toBe(204)
    const twice = await u.get(`/card/${id}/img`)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('invalid_action')
    expect((await u.get(`/card/${id}`)).json().status).toBe('active')
    expect((await u.get(`/card/${id}/display-name`)).json()).toEqual({ displayName: 'Ann Lee' })

    // Settle the top-up into the balance: 20 USD minus the 0.18 % fee.
    expect((await u.post('/sandbox/settle')).statusCode).toBe(204)
    expect((await u.get(`/card/${id}`)).json()).toMatchObject({ balance: '19.96', pendingTopup: '0.00' })

    // A purchase with 3DS: the code shows in /3ds, a wrong one is refused, the right one approves.
    const auth = await u.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '3.50',
      merchantName: 'Coffee Shop',
      threeDS: true,
    })
    expect(auth.json()).toMatchObject({ status: 'challenge' })
    const authId = auth.json().id
    const challenge = (await u.get(`/card/${id}/3ds`)).json()
    expect(challenge).toMatchObject({ merchantName: 'Coffee Shop', currency: 'USD', amount: '3.50' })
    expect(challenge.otp).toMatch(/^\d{6}$/)
    const wrong = String((Number(challenge.otp) + 1) % 1_000_000).padStart(6, '0')
    expect((await u.post(`/sandbox/authorizations/${authId}/otp`, { otp: wrong })).statusCode).toBe(409)
    expect((await u.post(`/sandbox/authorizations/${authId}/otp`, { otp: challenge.otp })).json()).toEqual({
      id: authId,
      status: 'approved',
    })
    expect((await u.get(`/card/${id}/3ds`)).json()).toBe('OK')
    expect((await u.get(`/card/${id}/pending-transaction`)).json()).toMatchObject({
      total: 1,
      items: [{ id: authId, original: { amount: '3.50', currency: 'USD' }, type: 'authorization_approval' }],
    })
    expect((await u.post(`/sandbox/authorizations/${authId}/capture`, {})).statusCode).toBe(204)
    const txs = (await u.get(`/card/${id}/transaction?skip=0&limit=10`)).json()
    // One row for the purchase (its authorization and capture folded), then the card's top-ups.
    expect(txs.total).toBe(txs.items.length)
    expect(txs.items.map((t: { type: string }) => t.type).filter((type: string) => type !== 'topup')).toEqual(
      ['consumption'],
    )
    expect(txs.items[0]).toMatchObject({
      description: 'Coffee Shop',
      original: { amount: '3.50', currency: 'USD' },
      settlement: { amount: '3.50', currency: 'USD' },
      state: 'settled',
      direction: 'debit',
      amount: '-3.50',
      balanceAfter: '16.46',
    })
    expect((await u.get(`/card/${id}/pending-transaction`)).json().total).toBe(0)
    expect((await u.get(`/card/${id}`)).json().balance).toBe('16.46')

    // Lock: purchases are declined; unlock: approved again.
    expect((await u.post(`/card/${id}/lock`)).statusCode).toBe(204)
    expect((await u.get(`/card/${id}`)).json().status).toBe('locked')
    expect((await u.post(`/card/${id}/lock`)).statusCode).toBe(409)
    const declined = await u.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '1.00',
      merchantName: 'Bakery',
    })
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'card_locked' })
    expect((await u.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    const approved = await u.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '1.00',
      merchantName: 'Bakery',
    })
    expect(approved.json()).toMatchObject({ status: 'approved' })
    const over = await u.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '1000.00',
      merchantName: 'Car Dealer',
    })
    expect(over.json()).toMatchObject({ status: 'declined', declineReason: 'insufficient_balance' })

    // The statement parses and lists the purchase, with balances that add up.
    const statement = await u.get(`/card/${id}/statement`)
    expect(statement.statusCode).toBe(200)
    expect(statement.headers['content-type']).toBe('application/pdf')
    expect(statement.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-\d{4}-\d{4}-\d{2}\.pdf"$/,
    )
    const { text } = await pdfText(statement.rawPayload)
    expect(text).toContain('Coffee Shop')
    expect(text).toContain('-3.50')
    expect(text).toContain('Bakery')
    expect(text).toContain('Top-up')
    expect(text).toContain('Opening balance: 0.00 USD')
    // The Bakery purchase is approved, not cleared: an authorization whose hold the balance counts, as in the app.
    expect(text).toContain('Authorization')
    expect(text).toContain('Closing balance: 15.46 USD')
    expect((await u.get(`/card/${id}`)).json().balance).toBe('15.46')

    // Card data never in clear in the database, nor in the list answer.
    const dump = await f.db.database.db.execute(
      sql`SELECT (SELECT json_agg(c)::text FROM cards c) AS cards, (SELECT json_agg(a)::text FROM card_authorizations a) AS auths`,
    )
    const text2 = JSON.stringify(rowsOf<unknown>(dump))
    expect(text2).not.toContain(face.pan)
    expect(text2).not.toContain(challenge.otp)
    expect((await u.get('/card')).body).not.toContain(face.pan)
    expect((await u.get(`/card/${id}`)).body).not.toContain(face.pan)
  }, 120_000)

  it('nft: only holders of the collection (checked on chain) see and order it, with unlimited cards and code uses', async () => {
    const holder = await signInAccount(f, 4)
    const h = api(() => f.app, holder.headers)
    expect((await h.post('/user/activate', { code: 'WELCOME' })).statusCode).toBe(204)
    let list = (await h.get('/card')).json()
    expect(list.cardProducts.map((p: { id: string }) => p.id)).not.toContain('nft')
    expect((await h.post('/order', { currency: 'usdt', productId: 'nft' })).json()).toMatchObject({
      code: 'invalid_action',
    })

    const deployer = f.wallet(0)
    const mint = await deployer.writeContract({
      address: f.manifest.nft,
      abi: chaincardNftAbi,
      functionName: 'mint',
      args: [holder.address],
    })
    await deployer.waitForTransactionReceipt({ hash: mint })

    list = (await h.get('/card')).json()
    expect(list.leftCount).toBe(-1)
    expect(list.cardProducts.map((p: { id: string }) => p.id)).toEqual(['classic', 'business', 'nft'])
    expect((await h.get('/user/invitation')).json().availableCount).toBe(-1)
    const created = await h.post('/order', { currency: 'usdt', productId: 'nft' })
    expect(created.statusCode).toBe(200)
    const nft = (await h.get(`/card/${created.json().id}`)).json()
    expect(nft).toMatchObject({
      program: 'nft',
      productId: 'nft',
      balanceUpper: null,
      original: { balanceUpper: null },
    })
    expect((await h.get(`/order/${created.json().id}`)).json().topup.upper).toBeNull()
    // The classic free card is still there: nft orders do not use it.
    expect((await h.get('/card')).json().leftCount).toBe(-1)

    // A holder's own code never runs out, whatever its stored limit.
    const { code } = (await h.get('/user/invitation')).json()
    for (const i of [5, 6]) {
      const invitee = await signInAccount(f, i)
      expect((await api(() => f.app, invitee.headers).post('/user/activate', { code })).statusCode).toBe(204)
    }
  }, 60_000)
})
