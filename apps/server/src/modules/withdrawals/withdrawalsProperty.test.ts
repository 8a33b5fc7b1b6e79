import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { type Address, createTestClient, createWalletClient, erc20Abi, http, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSandbox, startTestChain, type TestChain, testAccount } from '../../../test/helpers'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { signWithdrawal } from './testing/signWithdrawal'

// The withdrawal side's property: random interleavings, on the real app, database and anvil, of deposits (credits
// settled through the ledger), purchases (the sandbox issuer's authorizations, captured in part or reversed),
// withdrawals (signed requests, some sent twice at once, some beside a purchase), payouts (a real token transfer,
// confirmed, then the operator's pay) and failures (several at once). After every step: no card's balance is
// below zero nor below what its holds reserve; the balance is the sum of its ledger rows; and money is
// conserved: the balance is what came in (deposits) less what purchases captured less the amount and fee of every
// withdrawal not failed, each failure returned once. WITHDRAWAL_RUNS raises the run count; fast-check prints the
// seed and path of a failure (WITHDRAWAL_SEED / WITHDRAWAL_PATH replay it).

const RUNS = Number(process.env.WITHDRAWAL_RUNS ?? 5)
const FIRST_PAYMENT = 2n * USD

let chain: TestChain
let kit: CardsKit
let usdt: Address
let next = 200

beforeAll(async () => {
  chain = await startTestChain()
  const manifest = await deployTestSandbox(chain)
  usdt = manifest.tokens.USDT!.address as Address
  kit = await createCardsKit({
    chain,
    manifest,
    config: { withdrawals: { feeMicro: 250_000n, dailyLimitMicro: 60n * USD, requestsPerHour: 10_000 } },
  })
}, 180_000)
afterAll(async () => {
  await kit?.close()
  await chain?.stop()
})

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await kit.db.execute(query))
}

type Step =
  | { k: 'deposit'; cents: number }
  | { k: 'purchase'; cents: number; capture: 'full' | 'part' | 'reverse' | 'open' }
  | { k: 'withdraw'; cents: number; times: number; withPurchase: boolean }
  | { k: 'pay'; pick: number }
  | { k: 'fail'; pick: number; times: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('deposit' as const), cents: fc.integer({ min: 1, max: 4_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('purchase' as const),
      cents: fc.integer({ min: 1, max: 3_000 }),
      capture: fc.constantFrom('full' as const, 'part' as const, 'reverse' as const, 'open' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('withdraw' as const),
      cents: fc.integer({ min: 50, max: 4_000 }),
      times: fc.integer({ min: 1, max: 3 }),
      withPurchase: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('pay' as const), pick: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('fail' as const),
      pick: fc.nat(20),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
)

const usd = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

type Run = { user: KitUser; signer: ReturnType<typeof testAccount>; cardId: string; deposits: bigint }
const recipient = `0x${'5'.repeat(40)}` as Address

async function purchase(
  run: Run,
  cents: number,
  capture: 'full' | 'part' | 'reverse' | 'open',
): Promise<void> {
  const res = await run.user.api.post(`/sandbox/cards/${run.cardId}/authorizations`, {
    amount: usd(cents),
    merchantName: 'PROPERTY SHOP',
  })
  expect(res.statusCode, res.body).toBe(200)
  const { id, status } = res.json<{ id: string; status: string }>()
  if (status !== 'approved' || capture === 'open') return
  const follow =
    capture === 'reverse'
      ? await run.user.api.post(`/sandbox/authorizations/${id}/reverse`, {})
      : await run.user.api.post(
          `/sandbox/authorizations/${id}/capture`,
          capture === 'part' && cents > 1 ? { amount: usd(Math.ceil(cents / 2)) } : {},
        )
  expect(follow.statusCode, follow.body).toBe(204)
}

async function withdraw(run: Run, cents: number, times: number) {
  const body = await signWithdrawal(kit.app, run.signer, run.cardId, {
    amount: usd(cents),
    fee: '0.25',
    chainId: kit.app.config.chains[0]!.id,
    address: recipient,
  })
  const send = () =>
    run.user.api.post(`/card/${run.cardId}/withdrawals`, {
      amount: body.amount,
      fee: body.fee,
      chainId: body.chainId,
      address: body.address,
      message: body.message,
      signature: body.signature,
    })
  const answers = await Promise.all(Array.from({ length: times }, send))
  // One signature, one withdrawal at most; every refusal a typed one.
  expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(1)
  for (const a of answers.filter((x) => x.statusCode !== 200)) {
    expect(['withdrawal_refused', 'reveal_signature_expired']).toContain(a.json().code)
  }
}

async function openWithdrawals(run: Run) {
  return rows<{ id: string; token_amount: string }>(
    sql`SELECT id, token_amount::text FROM card_withdrawals WHERE card_id = ${run.cardId} AND status = 'requested' ORDER BY created_at, id`,
  )
}

async function pay(run: Run, pick: number) {
  const open = await openWithdrawals(run)
  const w = open[pick % Math.max(open.length, 1)]
  if (!w) return
  const wallet = createWalletClient({ account: testAccount(6), transport: http(chain.rpcUrl) }).extend(
    publicActions,
  )
  const hash = await wallet.writeContract({
    chain: null,
    address: usdt,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, BigInt(w.token_amount)],
  })
  await wallet.waitForTransactionReceipt({ hash })
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks: 1 })
  const res = await kit.admin.post(`/admin/withdrawals/${w.id}/pay`, { txHash: hash })
  expect(res.statusCode, res.body).toBe(200)
}

async function fail(run: Run, pick: number, times: number) {
  const open = await openWithdrawals(run)
  const w = open[pick % Math.max(open.length, 1)]
  if (!w) return
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      kit.admin.post(`/admin/withdrawals/${w.id}/fail`, { note: 'property' }),
    ),
  )
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(times - 1).fill(409)])
}

/** The invariants, read from the database after every step. */
async function check(run: Run) {
  const [card] = await rows<{
    balance: string
    held: string
    ledger: string
  }>(sql`SELECT c.balance_micro::text AS balance,
      c.held_micro::text AS held,
      (SELECT coalesce(sum(l.balance_delta), 0)::text FROM card_ledger l WHERE l.card_id = c.id) AS ledger
    FROM cards c WHERE c.id = ${run.cardId}`)
  const balance = BigInt(card!.balance)
  expect(balance).toBeGreaterThanOrEqual(0n)
  expect(balance - BigInt(card!.held)).toBeGreaterThanOrEqual(0n)
  expect(BigInt(card!.ledger)).toBe(balance)

  const [w] = await rows<{
    out: string
    failed: string
    returned: string
    returns: number
    failures: number
  }>(
    sql`SELECT coalesce(sum(amount_micro + fee_micro) FILTER (WHERE status <> 'failed'), 0)::text AS out,
      coalesce(sum(amount_micro + fee_micro) FILTER (WHERE status = 'failed'), 0)::text AS failed,
      (SELECT coalesce(sum(balance_delta), 0)::text FROM card_ledger
        WHERE card_id = ${run.cardId} AND kind = 'withdrawal_return') AS returned,
      (SELECT count(*)::int FROM card_ledger WHERE card_id = ${run.cardId} AND kind = 'withdrawal_return') AS returns,
      count(*) FILTER (WHERE status = 'failed')::int AS failures
    FROM card_withdrawals WHERE card_id = ${run.cardId}`,
  )
  // Each failure returned once, exactly what it took.
  expect(w!.returns).toBe(w!.failures)
  expect(w!.returned).toBe(w!.failed)
  const [captured] = await rows<{ c: string }>(
    sql`SELECT coalesce(sum(captured_micro), 0)::text AS c FROM card_authorizations WHERE card_id = ${run.cardId}`,
  )
  expect(balance).toBe(FIRST_PAYMENT + run.deposits - BigInt(captured!.c) - BigInt(w!.out))
}

describe('withdrawals among deposits and purchases', () => {
  it('never take a card below zero, and money is conserved, whatever the order', async () => {
    const seen: Record<string, number> = {}
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const i = ++next
        const user = await kit.activeUser(i)
        const card = await kit.activeCard(user, 0n)
        const run: Run = { user, signer: testAccount(i), cardId: card.id, deposits: 0n }
        await kit.fund(run.cardId, 20n * USD)
        run.deposits += 20n * USD
        for (const s of steps) {
          seen[s.k] = (seen[s.k] ?? 0) + 1
          if (s.k === 'deposit') {
            await kit.fund(run.cardId, BigInt(s.cents) * 10_000n)
            run.deposits += BigInt(s.cents) * 10_000n
          } else if (s.k === 'purchase') await purchase(run, s.cents, s.capture)
          else if (s.k === 'withdraw') {
            await Promise.all([
              withdraw(run, s.cents, s.times),
              s.withPurchase ? purchase(run, s.cents, 'full') : Promise.resolve(),
            ])
          } else if (s.k === 'pay') await pay(run, s.pick)
          else await fail(run, s.pick, s.times)
          await check(run)
        }
        // The day's limit moves on between runs (each run is another owner anyway).
        kit.t.clock.advance(60_000)
      }),
      {
        numRuns: RUNS,
        // One run walks every kind of step first: at CI's few runs the random ones alone sometimes drew no
        // failure, and the property then proved nothing of it (the check below).
        examples: [
          [
            [
              { k: 'deposit', cents: 2_000 },
              { k: 'withdraw', cents: 500, times: 2, withPurchase: true },
              { k: 'pay', pick: 0 },
              { k: 'withdraw', cents: 700, times: 1, withPurchase: false },
              { k: 'fail', pick: 0, times: 2 },
              { k: 'purchase', cents: 300, capture: 'part' },
            ],
          ],
        ],
        ...(process.env.WITHDRAWAL_SEED ? { seed: Number(process.env.WITHDRAWAL_SEED) } : {}),
        ...(process.env.WITHDRAWAL_PATH ? { path: process.env.WITHDRAWAL_PATH } : {}),
      },
    )
    // A property that never reaches a path proves nothing of it.
    expect(Object.keys(seen).sort()).toEqual(['deposit', 'fail', 'pay', 'purchase', 'withdraw'])
  }, 600_000)
})
