import { CardWithdrawalsResponse, WithdrawalResponse } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  publicActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSandbox, startTestChain, type TestChain, testAccount } from '../../../test/helpers'
import type { DevchainManifest } from '../../config'
import { rowsOf } from '../../db/rowsOf'
import { parseOpsArgs } from '../../ops/parseOpsArgs'
import { runOpsCommand } from '../../ops/runOpsCommand'
import { ADMIN_TOKEN, type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { payOutSandboxWithdrawals } from './payOutSandboxWithdrawals'
import { sandboxPayerAccount } from './sandboxPayer'
import { signWithdrawal, type WithdrawalAsk } from './testing/signWithdrawal'

// Withdrawing a card's balance to a wallet: the amount and the fee leave the card at once under its lock (never
// more than it has, however many requests race), behind a fresh wallet signature naming what is asked; an
// operator's payout is verified on the real chain before the withdrawal is paid; a failure gives the money back
// once; the sandbox pays by itself through the same verification. Bad input is a 4xx that changes nothing.

let chain: TestChain
let manifest: DevchainManifest
let kit: CardsKit
let usdt: Address
let usdc: Address
const FEE = '0.50'

beforeAll(async () => {
  chain = await startTestChain()
  manifest = await deployTestSandbox(chain)
  usdt = manifest.tokens.USDT!.address as Address
  usdc = manifest.tokens.USDC!.address as Address
  kit = await createCardsKit({
    chain,
    manifest,
    config: {
      withdrawals: { feeMicro: 500_000n, dailyLimitMicro: 100n * USD, requestsPerHour: 1_000 },
    },
  })
}, 180_000)
afterAll(async () => {
  await kit?.close()
  await chain?.stop()
})

const anvil = () => createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).extend(publicActions)
const chainId = () => kit.app.config.chains[0]!.id

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await kit.db.execute(query))
}

const balanceOf = async (cardId: string) =>
  (await rows<{ b: string }>(sql`SELECT balance_micro::text AS b FROM cards WHERE id = ${cardId}`))[0]!.b

/** Everything a refused request must leave as it was. */
const everything = async () =>
  JSON.stringify([
    await kit.snapshot(),
    await rows(sql`SELECT id, status, payout_tx, closed_at FROM card_withdrawals ORDER BY id`),
    await rows(sql`SELECT count(*)::int AS n FROM nonces WHERE used_at IS NOT NULL`),
    await rows(sql`SELECT count(*)::int AS n FROM card_events WHERE kind LIKE 'withdrawal.%'`),
  ])

let next = 20
/** The kit's first payment leaves 2 USD on a new card: funding the rest makes the card hold `balance`. */
const FIRST_PAYMENT = 2n * USD

async function ownerWithCard(balance = 50n * USD) {
  const i = ++next
  const user = await kit.activeUser(i)
  const card = await kit.activeCard(user, balance - FIRST_PAYMENT)
  return { user, signer: testAccount(i), id: card.id }
}

const recipient = () => getAddress(`0x${(++next).toString(16).padStart(40, '7')}`)

function ask(amount: string, address: Address, overrides: Partial<WithdrawalAsk> = {}): WithdrawalAsk {
  return { amount, fee: FEE, chainId: chainId(), address, ...overrides }
}

async function withdraw(
  who: { user: KitUser; signer: ReturnType<typeof testAccount>; id: string },
  what: WithdrawalAsk,
) {
  const body = await signWithdrawal(kit.app, who.signer, who.id, what)
  return who.user.api.post(`/card/${who.id}/withdrawals`, {
    amount: body.amount,
    fee: body.fee,
    chainId: body.chainId,
    address: body.address,
    message: body.message,
    signature: body.signature,
  })
}

/** Sends `amount` base units of `token` from dev account 5 to `to`; returns the hash (automined: 1 confirmation). */
async function sendToken(token: Address, to: Address, amount: bigint): Promise<Hash> {
  const wallet = createWalletClient({ account: testAccount(5), transport: http(chain.rpcUrl) }).extend(
    publicActions,
  )
  const hash = await wallet.writeContract({
    chain: null,
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await wallet.waitForTransactionReceipt({ hash })
  return hash
}

const pay = (id: string, txHash: string) => kit.admin.post(`/admin/withdrawals/${id}/pay`, { txHash })
const fail = (id: string, note = 'recipient refused by compliance') =>
  kit.admin.post(`/admin/withdrawals/${id}/fail`, { note })

describe('withdrawing a card balance', () => {
  it('takes amount and fee off the card at once, shows it in the terms, the history and the event stream', async () => {
    const owner = await ownerWithCard(50n * USD)
    const terms = await owner.user.api.get(`/card/${owner.id}/withdrawals`)
    expect(terms.statusCode, terms.body).toBe(200)
    expect(CardWithdrawalsResponse.parse(terms.json()).terms).toMatchObject({
      fee: '0.50',
      available: '50.00',
      dailyLimit: '100.00',
      minimum: '1.00',
      maximum: '49.50',
      chains: [{ chainId: chainId(), token: { symbol: 'USDT', address: getAddress(usdt), decimals: 6 } }],
    })

    const to = recipient()
    const res = await withdraw(owner, ask('20', to))
    expect(res.statusCode, res.body).toBe(200)
    const { withdrawal } = WithdrawalResponse.parse(res.json())
    expect(withdrawal).toMatchObject({
      cardId: owner.id,
      amount: '20.00',
      fee: '0.50',
      address: to,
      tokenAmount: '20000000',
      status: 'requested',
      txHash: null,
    })
    expect(await balanceOf(owner.id)).toBe(String(29_500_000n))

    const after = CardWithdrawalsResponse.parse(
      (await owner.user.api.get(`/card/${owner.id}/withdrawals`)).json(),
    )
    expect(after.items.map((w) => w.id)).toEqual([withdrawal.id])
    expect(after.terms).toMatchObject({ available: '29.50', dailyRemaining: '80.00', maximum: '29.00' })

    const history = (await owner.user.api.get(`/card/${owner.id}/transaction?limit=5`)).json<{
      items: { type: string; amount: string; direction: string }[]
    }>()
    expect(history.items[0]).toMatchObject({ type: 'withdrawal', amount: '-20.50', direction: 'debit' })

    const events = await rows<{ kind: string; payload: Record<string, unknown> }>(
      sql`SELECT kind, payload FROM card_events WHERE card_id = ${owner.id} AND kind LIKE 'withdrawal.%'`,
    )
    expect(events).toEqual([
      {
        kind: 'withdrawal.requested',
        payload: expect.objectContaining({
          withdrawalId: withdrawal.id,
          status: 'requested',
          amountMicro: '20000000',
        }),
      },
    ])
  })

  it('refuses bad input, another owner, a reused or mismatched signature and too much, changing nothing', async () => {
    const owner = await ownerWithCard(10n * USD)
    const stranger = await ownerWithCard(10n * USD)
    const to = recipient()
    const before = await everything()
    const signed = await signWithdrawal(kit.app, owner.signer, owner.id, ask('2', to))
    const body = (over: Record<string, unknown> = {}) => ({
      amount: signed.amount,
      fee: signed.fee,
      chainId: signed.chainId,
      address: signed.address,
      message: signed.message,
      signature: signed.signature,
      ...over,
    })
    const cases: {
      name: string
      who?: typeof owner
      card?: string
      body: unknown
      status: number
      code: string
    }[] = [
      { name: 'bad address', body: body({ address: '0x1234' }), status: 400, code: 'validation_failed' },
      {
        name: 'zero address',
        body: body({ address: `0x${'0'.repeat(40)}` }),
        status: 400,
        code: 'validation_failed',
      },
      { name: 'zero amount', body: body({ amount: '0' }), status: 400, code: 'validation_failed' },
      { name: 'negative amount', body: body({ amount: '-2' }), status: 400, code: 'validation_failed' },
      { name: 'sub-cent amount', body: body({ amount: '2.001' }), status: 400, code: 'validation_failed' },
      { name: 'amount as a number', body: body({ amount: 2 }), status: 400, code: 'validation_failed' },
      { name: 'unknown field', body: body({ extra: true }), status: 400, code: 'validation_failed' },
      { name: 'unsupported chain', body: body({ chainId: 999_999 }), status: 400, code: 'validation_failed' },
      { name: 'no signature', body: body({ signature: undefined }), status: 400, code: 'validation_failed' },
      // Signed for 2.00; sent asking 3.00, or another recipient: the signature names other terms.
      {
        name: 'other amount than signed',
        body: body({ amount: '3' }),
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: 'other recipient than signed',
        body: body({ address: recipient() }),
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: "another owner's card",
        who: stranger,
        card: owner.id,
        body: body(),
        status: 404,
        code: 'not_found',
      },
      {
        name: 'an unknown card',
        card: '00000000-0000-4000-8000-000000000000',
        body: body(),
        status: 404,
        code: 'not_found',
      },
    ]
    for (const c of cases) {
      const who = c.who ?? owner
      const res = await who.user.api.post(`/card/${c.card ?? owner.id}/withdrawals`, c.body)
      expect({ name: c.name, status: res.statusCode, code: res.json().code }).toEqual({
        name: c.name,
        status: c.status,
        code: c.code,
      })
    }
    expect(await everything()).toBe(before)

    // Rules of the amount: typed refusals with the figure that applies.
    const refusals: { what: WithdrawalAsk; refusal: string; limit?: string }[] = [
      { what: ask('0.99', to), refusal: 'below_minimum', limit: '1.00' },
      { what: ask('9.60', to), refusal: 'over_available', limit: '9.50' },
      { what: ask('2', to, { fee: '0' }), refusal: 'fee_changed', limit: '0.50' },
    ]
    for (const r of refusals) {
      const res = await withdraw(owner, r.what)
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'withdrawal_refused',
        details: { kind: 'withdrawal', refusal: r.refusal, ...(r.limit ? { limit: r.limit } : {}) },
      })
    }
    expect(await everything()).toBe(before)

    // The signature asked for works once; its second use is refused and takes nothing more.
    const first = await owner.user.api.post(`/card/${owner.id}/withdrawals`, body())
    expect(first.statusCode, first.body).toBe(200)
    const replay = await owner.user.api.post(`/card/${owner.id}/withdrawals`, body())
    expect(replay.statusCode).toBe(400)
    expect(replay.json().code).toBe('reveal_signature_expired')
    expect(await balanceOf(owner.id)).toBe(String(7_500_000n))
  })

  it('under concurrent requests, withdraws at most the available balance, and one signature once', async () => {
    const owner = await ownerWithCard(10n * USD)
    const to = recipient()
    // Eight signed requests of 3.00 (3.50 with the fee) at once against 10.00: exactly two fit.
    const bodies = await Promise.all(
      Array.from({ length: 8 }, () => signWithdrawal(kit.app, owner.signer, owner.id, ask('3', to))),
    )
    const send = (b: (typeof bodies)[number]) =>
      owner.user.api.post(`/card/${owner.id}/withdrawals`, {
        amount: b.amount,
        fee: b.fee,
        chainId: b.chainId,
        address: b.address,
        message: b.message,
        signature: b.signature,
      })
    // The first body is sent three times at once too: one signature, one withdrawal.
    const answers = await Promise.all([...bodies.map(send), send(bodies[0]!), send(bodies[0]!)])
    const ok = answers.filter((r) => r.statusCode === 200)
    expect(ok).toHaveLength(2)
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(['withdrawal_refused', 'reveal_signature_expired']).toContain(r.json().code)
    }
    expect(await balanceOf(owner.id)).toBe(String(3_000_000n))
    const [count] = await rows<{ n: number; nonces: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT nonce)::int AS nonces FROM card_withdrawals WHERE card_id = ${owner.id}`,
    )
    expect(count).toEqual({ n: 2, nonces: 2 })
    const [ledger] = await rows<{ sum: string }>(
      sql`SELECT sum(balance_delta)::text AS sum FROM card_ledger WHERE card_id = ${owner.id} AND kind = 'withdrawal'`,
    )
    expect(ledger!.sum).toBe(String(-7_000_000n))
  })

  it("keeps each owner's daily limit across their cards; a failed withdrawal does not count", async () => {
    const owner = await ownerWithCard(80n * USD)
    // A second free card for the owner (the sandbox's allowance is one).
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${owner.user.lower}`,
    )
    const second = await kit.activeCard(owner.user, 80n * USD - FIRST_PAYMENT)
    const other = { ...owner, id: second.id }
    const to = recipient()
    const first = await withdraw(owner, ask('35', to))
    expect(first.statusCode, first.body).toBe(200)
    expect((await withdraw(other, ask('35', to))).statusCode).toBe(200)
    // Both cards at once, each with enough money: 30 left of the day's 100.
    const [a, b] = await Promise.all([withdraw(owner, ask('20', to)), withdraw(other, ask('20', to))])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const refused = [a, b].find((r) => r.statusCode === 409)!
    expect(refused.json().details).toEqual({
      kind: 'withdrawal',
      refusal: 'over_daily_limit',
      limit: '10.00',
    })

    const failed = await fail(first.json().withdrawal.id)
    expect(failed.statusCode, failed.body).toBe(200)
    expect((await withdraw(other, ask('20', to))).statusCode).toBe(200)
    // A day later the window has moved on.
    kit.t.clock.advance(24 * 60 * 60_000 + 1)
    const terms = CardWithdrawalsResponse.parse(
      (await owner.user.api.get(`/card/${owner.id}/withdrawals`)).json(),
    )
    expect(terms.terms.dailyRemaining).toBe('100.00')
  })

  it('pays a withdrawal only with a transaction the chain shows paying it, with enough confirmations', async () => {
    const owner = await ownerWithCard(30n * USD)
    const to = recipient()
    const asked = await withdraw(owner, ask('12.34', to))
    expect(asked.statusCode, asked.body).toBe(200)
    const id = asked.json().withdrawal.id as string
    const before = await everything()

    const refusal = async (txHash: string) => {
      const res = await pay(id, txHash)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().code).toBe('payout_rejected')
      return res.json().details
    }
    expect(await refusal(`0x${'ab'.repeat(32)}`)).toMatchObject({ refusal: 'not_found' })
    expect(await refusal(await sendToken(usdt, to, 12_340_001n))).toMatchObject({ refusal: 'wrong_amount' })
    expect(await refusal(await sendToken(usdt, recipient(), 12_340_000n))).toMatchObject({
      refusal: 'wrong_recipient',
    })
    expect(await refusal(await sendToken(usdc, to, 12_340_000n))).toMatchObject({ refusal: 'wrong_token' })
    const payout = await sendToken(usdt, to, 12_340_000n)
    expect(await refusal(payout)).toEqual({
      kind: 'payout',
      refusal: 'unconfirmed',
      confirmations: 1,
      required: 2,
    })
    expect(await everything()).toBe(before)

    await anvil().mine({ blocks: 1 })
    const paid = await pay(id, payout)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().withdrawal).toMatchObject({
      id,
      status: 'paid',
      txHash: payout,
      owner: owner.user.address,
    })
    // Paid is final: paying again, failing it, or the same transaction for another withdrawal are refused.
    expect((await pay(id, payout)).json()).toMatchObject({
      code: 'withdrawal_closed',
      details: { kind: 'payout', refusal: 'not_open', status: 'paid' },
    })
    expect((await fail(id)).statusCode).toBe(409)
    const another = await withdraw(owner, ask('12.34', to))
    expect((await pay(another.json().withdrawal.id, payout)).json().details).toMatchObject({
      refusal: 'used',
    })
    expect(await balanceOf(owner.id)).toBe(String(30_000_000n - 2n * 12_840_000n))

    const listed = await kit.admin.get('/admin/withdrawals')
    expect(listed.json().withdrawals.map((w: { id: string }) => w.id)).toContain(another.json().withdrawal.id)
    expect(listed.json().withdrawals.map((w: { id: string }) => w.id)).not.toContain(id)
    const actions = await rows<{ action: string; target: string | null; status: number }>(
      sql`SELECT action, target, status FROM operator_actions WHERE action LIKE '%withdrawals%' ORDER BY id`,
    )
    expect(actions.filter((a) => a.target === id).map((a) => a.status)).toEqual([
      422, 422, 422, 422, 422, 200, 409, 409,
    ])
    const events = await rows<{ kind: string }>(
      sql`SELECT kind FROM card_events WHERE card_id = ${owner.id} AND payload->>'withdrawalId' = ${id} ORDER BY id`,
    )
    expect(events.map((e) => e.kind)).toEqual(['withdrawal.requested', 'withdrawal.paid'])
  })

  it('returns the money of a failed withdrawal once, however many failures race', async () => {
    const owner = await ownerWithCard(20n * USD)
    const asked = await withdraw(owner, ask('5', recipient()))
    const id = asked.json().withdrawal.id as string
    expect(await balanceOf(owner.id)).toBe(String(14_500_000n))
    const answers = await Promise.all(Array.from({ length: 5 }, () => fail(id)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await balanceOf(owner.id)).toBe(String(20_000_000n))
    const returns = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM card_ledger WHERE ref = ${`withdrawal_return:${id}`}`,
    )
    expect(returns).toEqual([{ n: 1 }])
    const mine = CardWithdrawalsResponse.parse(
      (await owner.user.api.get(`/card/${owner.id}/withdrawals`)).json(),
    )
    expect(mine.items[0]).toMatchObject({ id, status: 'failed', failure: 'recipient refused by compliance' })
    const history = (await owner.user.api.get(`/card/${owner.id}/transaction?limit=5`)).json<{
      items: { type: string; amount: string }[]
    }>()
    expect(history.items.slice(0, 2)).toMatchObject([
      { type: 'withdrawal_return', amount: '5.50' },
      { type: 'withdrawal', amount: '-5.50' },
    ])
    expect(
      (await kit.admin.post('/admin/withdrawals/00000000-0000-4000-8000-000000000000/fail', { note: 'x' }))
        .statusCode,
    ).toBe(404)
  })

  it('npm run ops lists what to pay and pays it over HTTP, verified like any payout', async () => {
    const owner = await ownerWithCard(20n * USD)
    const to = recipient()
    const id = (await withdraw(owner, ask('3.21', to))).json().withdrawal.id as string
    const address = await kit.app.listen({ port: 0, host: '127.0.0.1' })
    const target = { url: address, token: ADMIN_TOKEN }
    const listed = await runOpsCommand(target, parseOpsArgs(['withdrawals', 'list']))
    expect(listed.ok, listed.output).toBe(true)
    const line = listed.output.split('\n').find((l) => l.startsWith(id))
    expect(line).toContain(`pay 3210000 USDT (${getAddress(usdt)}) on chain ${chainId()} to ${to}`)

    const payout = await sendToken(usdt, to, 3_210_000n)
    const early = await runOpsCommand(target, parseOpsArgs(['withdrawals', 'pay', id, '--tx', payout]))
    expect(early).toMatchObject({ ok: false, status: 422 })
    await anvil().mine({ blocks: 1 })
    const paid = await runOpsCommand(target, parseOpsArgs(['withdrawals', 'pay', id, '--tx', payout]))
    expect(paid.ok, paid.output).toBe(true)
    expect(JSON.parse(paid.output).withdrawal).toMatchObject({ id, status: 'paid', txHash: payout })
    expect((await runOpsCommand(target, parseOpsArgs(['withdrawals', 'list']))).output).not.toContain(id)
  })

  it('the sandbox pays by itself from a dev account, through the same verification', async () => {
    const owner = await ownerWithCard(20n * USD)
    const to = recipient()
    const asked = await withdraw(owner, ask('7.25', to))
    const id = asked.json().withdrawal.id as string
    const payer = sandboxPayerAccount()
    const round = () =>
      payOutSandboxWithdrawals({ db: kit.db, chains: kit.app.chains, payer, now: () => kit.t.clock.now() })

    await round()
    const [sending] = await rows<{ status: string; payout_tx: string }>(
      sql`SELECT status, payout_tx FROM card_withdrawals WHERE id = ${id}`,
    )
    expect(sending!.status).toBe('sending')
    await round() // one confirmation of two: still sending
    expect(
      (await rows<{ status: string }>(sql`SELECT status FROM card_withdrawals WHERE id = ${id}`))[0]!.status,
    ).toBe('sending')
    await anvil().mine({ blocks: 1 })
    await round()
    const mine = CardWithdrawalsResponse.parse(
      (await owner.user.api.get(`/card/${owner.id}/withdrawals`)).json(),
    )
    expect(mine.items[0]).toMatchObject({ id, status: 'paid', txHash: sending!.payout_tx })
    const received = await anvil().readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    expect(received).toBe(7_250_000n)
  })
})
