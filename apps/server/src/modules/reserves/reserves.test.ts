import { createHmac } from 'node:crypto'
import {
  parseUsd,
  type ReservesProofResponse,
  type ReservesResponse,
  reservesSignedText,
  verifyReservesProof,
} from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { type Address, erc20Abi, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { takeReservesSnapshot } from '../../flows/takeReservesSnapshot'
import { parseOpsArgs } from '../../ops/parseOpsArgs'
import { runOpsCommand } from '../../ops/runOpsCommand'
import { appContext } from '../../runtime/appContext'
import { payOutSandboxWithdrawals } from '../withdrawals/payOutSandboxWithdrawals'
import { sandboxPayerAccount } from '../withdrawals/sandboxPayer'
import { signWithdrawal } from '../withdrawals/testing/signWithdrawal'
import { proveOwner } from './proveOwner'
import { createReservesJob } from './reservesJob'

// The proof of reserves on the real app, a real anvil with the sandbox's USDT, and the database under test
// (PGlite, or PostgreSQL with DATABASE_URL): what a snapshot publishes is checked against the database and
// the chain read independently here, and every proof with the domain's verifier.
const SIGNER_KEY = `0x${'5a'.repeat(32)}` as const
const admin = { authorization: 'Bearer test-admin-token' }
let f: PaymentsFixture
const db = () => f.db.database.db

beforeAll(async () => {
  f = await createPaymentsFixture({
    reservesSignerKey: SIGNER_KEY,
    withdrawals: { feeMicro: 500_000n, dailyLimitMicro: 1_000n * USD, requestsPerHour: 1_000 },
  })
  await f.runtime.jobs.stop() // the test credits deposits itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const ann = testAccount(1)
const bob = testAccount(2)
const cat = testAccount(3)
let annCard: { id: string; address: Address }
let bobCard: { id: string; address: Address }
let catCard: { id: string; address: Address }

async function reward(owner: Address, amount: bigint, ref: string) {
  await db().execute(sql`INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
    VALUES (${owner.toLowerCase()}, 'adjustment', ${amount.toString()}::bigint, ${ref}, now())`)
}

/**
 * Liabilities per owner and the negative total, computed here with other SQL than the server's: an owner's cards,
 * rewards, and withdrawals whose money left the card and neither reached the recipient nor came back.
 */
async function liabilitiesInDatabase(): Promise<{ owners: Map<string, bigint>; negative: bigint }> {
  const rows = rowsOf<{ owner: string; owed: string }>(
    await db().execute(sql`
      SELECT u.address AS owner,
        ((SELECT coalesce(sum(CASE WHEN c.balance_micro + c.pending_micro > 0
                                   THEN c.balance_micro + c.pending_micro ELSE 0 END), 0)
          FROM cards c WHERE c.owner_address = u.address)
        + (SELECT CASE WHEN coalesce(sum(r.amount_micro), 0) > 0 THEN coalesce(sum(r.amount_micro), 0) ELSE 0 END
           FROM reward_records r WHERE r.address = u.address)
        + (SELECT coalesce(sum(w.amount_micro + w.fee_micro), 0) FROM card_withdrawals w
           WHERE w.owner_address = u.address AND w.status NOT IN ('paid', 'failed')))::text AS owed
      FROM users u`),
  )
  const [negative] = rowsOf<{ n: string }>(
    await db().execute(sql`SELECT coalesce(sum(CASE WHEN balance_micro + pending_micro < 0
      THEN -(balance_micro + pending_micro) ELSE 0 END), 0)::text AS n FROM cards`),
  )
  return { owners: new Map(rows.map((r) => [r.owner, BigInt(r.owed)])), negative: BigInt(negative!.n) }
}

/** Withdraws `amount` USD (the fee 0.50 on top) of the card through the route, with the wallet's signature. */
async function withdraw(account: number, cardId: string, amount: string) {
  const signer = testAccount(account)
  const session = await signInAccount(f, account)
  const body = await signWithdrawal(f.app, signer, cardId, {
    amount,
    fee: '0.50',
    chainId: f.chain.chainId,
    address: `0x${'77'.repeat(20)}`,
  })
  return f.app.inject({
    method: 'POST',
    url: `/api/card/${cardId}/withdrawals`,
    headers: session.headers,
    payload: {
      amount: body.amount,
      fee: body.fee,
      chainId: body.chainId,
      address: body.address,
      message: body.message,
      signature: body.signature,
    },
  })
}

async function withdrawalStatus(id: string): Promise<string> {
  const [row] = rowsOf<{ status: string }>(
    await db().execute(sql`SELECT status FROM card_withdrawals WHERE id = ${id}`),
  )
  return row!.status
}

async function takeSnapshot(): Promise<string> {
  const res = await f.app.inject({ method: 'POST', url: '/api/admin/reserves/snapshots', headers: admin })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ id: string }>().id
}

async function published(): Promise<ReservesResponse> {
  const res = await f.app.inject({ method: 'GET', url: '/api/reserves' })
  expect(res.statusCode, res.body).toBe(200)
  // Public and the same for everyone: caches may keep it as long as the server does.
  expect(res.headers['cache-control']).toBe('public, max-age=10')
  return res.json<ReservesResponse>()
}

async function proofOf(account: number, snapshot: string) {
  const session = await signInAccount(f, account)
  return f.app.inject({
    method: 'GET',
    url: `/api/reserves/proof?snapshot=${snapshot}`,
    headers: session.headers,
  })
}

describe('before any snapshot', () => {
  it('GET /api/reserves is 404 not_found; /api/config publishes the signer', async () => {
    const res = await f.app.inject({ method: 'GET', url: '/api/reserves' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'not_found', message: expect.stringContaining('not found') })
    const config = await f.app.inject({ method: 'GET', url: '/api/config' })
    expect(config.json().reservesSigner).toBe(privateKeyToAccount(SIGNER_KEY).address)
  })

  it('the operator route needs the token: none or a wrong one is 401 and takes no snapshot', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }]) {
      const res = await f.app.inject({ method: 'POST', url: '/api/admin/reserves/snapshots', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'unauthorized' })
    }
    const [count] = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM reserves_snapshots`),
    )
    expect(count!.n).toBe(0)
  })
})

describe('a snapshot', () => {
  let id: string
  beforeAll(async () => {
    annCard = await insertCard(f, {
      owner: ann.address,
      status: 'active',
      balanceMicro: 10n * USD,
      pendingMicro: 2_500_000n,
    })
    await insertCard(f, { owner: ann.address, status: 'locked', balanceMicro: -3n * USD })
    bobCard = await insertCard(f, { owner: bob.address, status: 'active' })
    catCard = await insertCard(f, { owner: cat.address, status: 'locked', balanceMicro: -1n * USD })
    await reward(bob.address, 5n * USD, 'bob-1')
    await reward(bob.address, -1n * USD, 'bob-2')
    // On chain: money on three receiving addresses (not credited: the watcher is stopped).
    await sendUsdt(f, 5, annCard.address, 7n * USD)
    await sendUsdt(f, 5, bobCard.address, 5n * USD)
    await sendUsdt(f, 5, catCard.address, 1_234_567n)
    await mine(f, 1)
    id = await takeSnapshot()
  }, 60_000)

  it("its total is the database's liabilities, the negative cards' debt is beside it, the tree holds two leaves an owner", async () => {
    const expected = await liabilitiesInDatabase()
    expect(expected.owners.get(ann.address.toLowerCase())).toBe(12_500_000n)
    expect(expected.owners.get(bob.address.toLowerCase())).toBe(4n * USD)
    const total = [...expected.owners.values()].reduce((sum, v) => sum + v, 0n)
    const body = await published()
    expect(body.snapshot).toMatchObject({ id, totalMicro: total.toString(), total: '16.50', leafCount: 4 })
    expect(body.liabilities).toBe('16.50')
    expect(body.negative).toBe('4.00')
    expect(expected.negative).toBe(4n * USD)
    expect(body.issuerBalance).toBeNull()
    expect(body.history).toEqual([expect.objectContaining({ id, total: '16.50' })])
  })

  it('its reserve for the sandbox chain is the USDT on every receiving address at its block', async () => {
    const body = await published()
    const block = body.snapshot.blocks[String(f.chain.chainId)]!
    expect(block).toBeGreaterThan(0)
    await sendUsdt(f, 5, annCard.address, 1n * USD) // after the snapshot: not in it
    const addresses = rowsOf<{ a: Address }>(await db().execute(sql`SELECT deposit_address AS a FROM cards`))
    let held = 0n
    for (const { a } of addresses) {
      held += await f.wallet(0).readContract({
        address: f.usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [a],
        blockNumber: BigInt(block),
      })
    }
    expect(held).toBe(7n * USD + 5n * USD + 1_234_567n)
    expect(body.reserves).toEqual([
      { chainId: f.chain.chainId, token: 'USDT', amount: '13.234567', addresses: addresses.length },
    ])
    // 13.234567 USD held against 16.50 owed.
    expect(body.ratio).toBe('0.8020')
  })

  it("each owner's proof verifies against the published root, whose signature recovers to reservesSigner", async () => {
    const body = await published()
    const root = { digest: body.snapshot.root, value: BigInt(body.snapshot.totalMicro) }
    const signer = await recoverMessageAddress({
      message: reservesSignedText(id, body.snapshot.root, root.value),
      signature: body.snapshot.signature as `0x${string}`,
    })
    const config = await f.app.inject({ method: 'GET', url: '/api/config' })
    expect(signer).toBe(config.json().reservesSigner)
    expect(body.snapshot.signer).toBe(signer)
    const expected = await liabilitiesInDatabase()
    for (const [account, address] of [
      [1, ann.address],
      [2, bob.address],
    ] as const) {
      const res = await proofOf(account, id)
      expect(res.statusCode, res.body).toBe(200)
      const proof = res.json<ReservesProofResponse>()
      expect(proof.leaves).toHaveLength(2)
      const liability = expected.owners.get(address.toLowerCase())!
      expect(proof.liability).toBe(liability.toString())
      expect(verifyReservesProof(proof, root, { liability })).toMatchObject({ verified: true })
      // The same proof with one value changed does not verify: the check above can fail.
      const tampered = structuredClone(proof)
      tampered.leaves[0]!.value = (BigInt(tampered.leaves[0]!.value) + 1n).toString()
      expect(verifyReservesProof(tampered, root)).toMatchObject({ verified: false })
    }
  })

  it('an owner not in the tree (owed nothing, or no card at all) gets no leaves; an unknown snapshot is 404', async () => {
    const body = await published()
    for (const account of [3, 4]) {
      const res = await proofOf(account, id)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({
        snapshotId: id,
        liability: '0',
        root: { digest: body.snapshot.root, value: body.snapshot.totalMicro },
        leaves: [],
      })
    }
    const unknown = await proofOf(1, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'not_found' })
    const malformed = await proofOf(1, 'latest')
    expect(malformed.statusCode).toBe(400)
    const anonymous = await f.app.inject({ method: 'GET', url: `/api/reserves/proof?snapshot=${id}` })
    expect(anonymous.statusCode).toBe(401)
  })

  it("a proof carries the owner's own leaves only: no other owner's nonce, position or address", async () => {
    const [stored] = rowsOf<{ secret: Uint8Array }>(
      await db().execute(sql`SELECT secret FROM reserves_snapshots WHERE id = ${id}`),
    )
    const nonce = (owner: string, part: number) =>
      createHmac('sha256', Buffer.from(stored!.secret))
        .update(`${id}:${owner.toLowerCase()}:${part}`)
        .digest('hex')
    const positions = async (owner: string) => {
      const [leaf0, leaf1] = (await proveOwner(db(), { snapshotId: id, owner })).leaves.map((l) => l.index)
      return { leaf0: leaf0!, leaf1: leaf1! }
    }
    const bobs = await positions(bob.address)
    const anns = await positions(ann.address)
    const text = (await proofOf(1, id)).body
    const proof = JSON.parse(text) as ReservesProofResponse
    expect(proof.leaves.map((leaf) => leaf.index).sort()).toEqual([anns.leaf0, anns.leaf1].sort())
    expect(proof.leaves.map((leaf) => leaf.nonce).sort()).toEqual(
      [nonce(ann.address, 0), nonce(ann.address, 1)].sort(),
    )
    for (const secret of [nonce(bob.address, 0), nonce(bob.address, 1)]) expect(text).not.toContain(secret)
    expect(text.toLowerCase()).not.toContain(bob.address.slice(2).toLowerCase())
    expect(proof.leaves.map((leaf) => leaf.index)).not.toContain(bobs.leaf0)
    expect(proof.leaves.map((leaf) => leaf.index)).not.toContain(bobs.leaf1)
    // The secret itself is never served.
    const secretHex = Buffer.from(stored!.secret).toString('hex')
    expect(text).not.toContain(secretHex)
    expect(JSON.stringify(await published())).not.toContain(secretHex)
  })

  it('npm run ops -- reserves snapshot takes one and prints its id; it becomes the latest', async () => {
    const url = await f.app.listen({ host: '127.0.0.1', port: 0 })
    const result = await runOpsCommand(
      { url, token: 'test-admin-token' },
      parseOpsArgs(['reserves', 'snapshot']),
    )
    expect(result.ok, result.output).toBe(true)
    const next = JSON.parse(result.output) as { id: string }
    const body = await published()
    expect(body.snapshot.id).toBe(next.id)
    expect(body.history.map((h) => h.id)).toEqual([next.id, id])
  })
})

describe('open withdrawals', () => {
  it("are owed until paid out: in the owner's leaves and the total; a paid one is not, a failed one is card balance again, once", async () => {
    const dan = testAccount(11)
    const eve = testAccount(12)
    const danCard = await insertCard(f, { owner: dan.address, status: 'active', balanceMicro: 20n * USD })
    const eveCard = await insertCard(f, { owner: eve.address, status: 'active', balanceMicro: 4_500_000n })

    // Dan: 3.00 paid out (the sandbox's payer, verified on chain), 2.00 failed (back on the card), 5.00 open.
    const paid = await withdraw(11, danCard.id, '3.00')
    expect(paid.statusCode, paid.body).toBe(200)
    const paidId = paid.json().withdrawal.id as string
    const payer = sandboxPayerAccount()
    for (let round = 0; round < 10 && (await withdrawalStatus(paidId)) !== 'paid'; round++) {
      await payOutSandboxWithdrawals({ db: db(), chains: f.app.chains, payer, now: () => f.clock.now() })
      await mine(f, 1)
    }
    expect(await withdrawalStatus(paidId)).toBe('paid')
    const failed = await withdraw(11, danCard.id, '2.00')
    expect(failed.statusCode, failed.body).toBe(200)
    const failedId = failed.json().withdrawal.id as string
    const fail = await f.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${failedId}/fail`,
      headers: admin,
      payload: { note: 'recipient refused' },
    })
    expect(fail.statusCode, fail.body).toBe(200)
    const open = await withdraw(11, danCard.id, '5.00')
    expect(open.statusCode, open.body).toBe(200)
    // Eve: her whole card withdrawn, not yet paid: a card of 0 and 4.50 owed.
    const eveOpen = await withdraw(12, eveCard.id, '4.00')
    expect(eveOpen.statusCode, eveOpen.body).toBe(200)
    const [eveMoney] = rowsOf<{ b: string }>(
      await db().execute(
        sql`SELECT (balance_micro + pending_micro)::text AS b FROM cards WHERE id = ${eveCard.id}`,
      ),
    )
    expect(eveMoney!.b).toBe('0')

    const expected = await liabilitiesInDatabase()
    // 20 - 3.50 paid - 5.50 open = 11.00 on the card, and the open 5.50.
    expect(expected.owners.get(dan.address.toLowerCase())).toBe(16_500_000n)
    expect(expected.owners.get(eve.address.toLowerCase())).toBe(4_500_000n)
    const total = [...expected.owners.values()].reduce((sum, v) => sum + v, 0n)
    const id = await takeSnapshot()
    const body = await published()
    expect(body.snapshot.id).toBe(id)
    expect(body.snapshot.totalMicro).toBe(total.toString())

    const root = { digest: body.snapshot.root, value: BigInt(body.snapshot.totalMicro) }
    for (const [account, owner, liability] of [
      [11, dan.address, 16_500_000n],
      [12, eve.address, 4_500_000n],
    ] as const) {
      const res = await proofOf(account, id)
      expect(res.statusCode, res.body).toBe(200)
      const proof = res.json<ReservesProofResponse>()
      expect(proof.leaves, owner).toHaveLength(2)
      expect(proof.liability).toBe(liability.toString())
      expect(verifyReservesProof(proof, root, { liability })).toMatchObject({ verified: true })
    }
  }, 60_000)
})

describe('a deposit, a purchase and a withdrawal during a snapshot', () => {
  it("leave it consistent: its figures are the database's at one moment, before or after each", async () => {
    // Fay withdraws 1.00 (and its fee) of her card in each round: the money moves from her card to an open
    // withdrawal in one commit, so a consistent read sees her owed the same before and after.
    const fay = testAccount(13)
    const fayCard = await insertCard(f, { owner: fay.address, status: 'active', balanceMicro: 30n * USD })
    for (let round = 0; round < 4; round++) {
      const before = await liabilitiesInDatabase()
      // Bob's card goes from +1 to -2 USD (its 1 USD leaves his liability, 2 USD join the negative total);
      // Ann gets a deposit of 3 USD.
      await db().execute(
        sql`UPDATE cards SET balance_micro = ${USD.toString()}::bigint WHERE id = ${bobCard.id}`,
      )
      const start = await liabilitiesInDatabase()
      const signed = await signWithdrawal(f.app, fay, fayCard.id, {
        amount: '1.00',
        fee: '0.50',
        chainId: f.chain.chainId,
        address: `0x${'77'.repeat(20)}`,
      })
      const faySession = await signInAccount(f, 13)
      const [snapshotId, , , withdrawn] = await Promise.all([
        takeSnapshot(),
        db().execute(sql`UPDATE cards SET pending_micro = pending_micro + ${(3n * USD).toString()}::bigint
          WHERE id = ${annCard.id}`),
        db().execute(sql`UPDATE cards SET balance_micro = balance_micro - ${(3n * USD).toString()}::bigint
          WHERE id = ${bobCard.id}`),
        f.app.inject({
          method: 'POST',
          url: `/api/card/${fayCard.id}/withdrawals`,
          headers: faySession.headers,
          payload: {
            amount: signed.amount,
            fee: signed.fee,
            chainId: signed.chainId,
            address: signed.address,
            message: signed.message,
            signature: signed.signature,
          },
        }),
      ])
      expect(withdrawn.statusCode, withdrawn.body).toBe(200)
      const body = await published()
      expect(body.snapshot.id).toBe(snapshotId)
      const annBefore = start.owners.get(ann.address.toLowerCase())!
      const bobBefore = start.owners.get(bob.address.toLowerCase())!
      const annProof = (await proofOf(1, snapshotId)).json<ReservesProofResponse>()
      const bobProof = (await proofOf(2, snapshotId)).json<ReservesProofResponse>()
      const annSeen = BigInt(annProof.liability)
      const bobSeen = BigInt(bobProof.liability)
      const fayProof = (await proofOf(13, snapshotId)).json<ReservesProofResponse>()
      expect(BigInt(fayProof.liability)).toBe(start.owners.get(fay.address.toLowerCase()))
      expect((await liabilitiesInDatabase()).owners.get(fay.address.toLowerCase())).toBe(
        start.owners.get(fay.address.toLowerCase()),
      )
      expect([annBefore, annBefore + 3n * USD]).toContain(annSeen)
      expect([bobBefore, bobBefore - 1n * USD]).toContain(bobSeen)
      // The negative total was read with Bob's card: 2 USD more exactly when his liability lost its 1 USD.
      const negativeSeen = parseUsd(body.negative)
      expect(negativeSeen).toBe(start.negative + (bobSeen === bobBefore ? 0n : 2n * USD))
      // The total is the owners' liabilities at that one moment.
      const others = [...start.owners].filter(
        ([o]) => o !== ann.address.toLowerCase() && o !== bob.address.toLowerCase(),
      )
      const rest = others.reduce((sum, [, v]) => sum + v, 0n)
      expect(BigInt(body.snapshot.totalMicro)).toBe(rest + annSeen + bobSeen)
      expect(before.owners.size).toBe(start.owners.size)
    }
  }, 60_000)
})

describe("an owner's proofs", () => {
  it('have a budget per signed-in owner: the 31st in a minute is 429 rate_limited, another owner is still answered', async () => {
    const id = await takeSnapshot()
    const dana = await signInAccount(f, 7)
    const eve = await signInAccount(f, 8)
    const ask = (headers: Record<string, string>) =>
      f.app.inject({ method: 'GET', url: `/api/reserves/proof?snapshot=${id}`, headers })
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await ask(dana.headers)).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    const refused = await ask(dana.headers)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'rate_limited' })
    expect((await ask(eve.headers)).statusCode).toBe(200)
    f.clock.advance(61_000)
    expect((await ask(dana.headers)).statusCode).toBe(200)
  })
})

describe('the daily snapshot job', () => {
  it("takes one when the UTC day has none yet, not a second that day, and the next day's", async () => {
    const signer = privateKeyToAccount(SIGNER_KEY)
    const count = async () =>
      rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM reserves_snapshots`))[0]!.n
    const taken: string[] = []
    const job = createReservesJob(f.app, async () => {
      const id = await takeReservesSnapshot({ ctx: appContext(f.app), signer, log: f.app.log })
      taken.push(id)
      return id
    })
    f.clock.advance(24 * 3_600_000) // a day with no snapshot yet
    const before = await count()
    await job.runOnce()
    await job.runOnce()
    expect(taken).toHaveLength(1)
    expect(await count()).toBe(before + 1)
    f.clock.advance(24 * 3_600_000)
    await job.runOnce()
    expect(taken).toHaveLength(2)
    expect((await published()).snapshot.id).toBe(taken[1])
    await job.stop()
  })
})
