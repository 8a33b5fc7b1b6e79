import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { HttpRequestError, RpcRequestError } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  sendUsdt,
  testAccount,
} from '../../../test/helpers/paymentsFixture'
import { scanDeposits } from '../../flows/watchDeposits'
import { createChainClients } from '../../plugins/chainClients'
import { saveCursor } from './cursor'
import { isRangeRefusal } from './isRangeRefusal'
import { backoffDelay, isRateLimited } from './isRateLimited'
import { MAX_LOG_SPAN } from './scanChain'

describe('isRateLimited and backoffDelay', () => {
  const http429 = (retryAfter?: string) =>
    new HttpRequestError({
      url: 'http://127.0.0.1:1/key',
      status: 429,
      body: { method: 'eth_getLogs' },
      ...(retryAfter ? { headers: new Headers({ 'Retry-After': retryAfter }) } : {}),
      details: 'Too Many Requests',
    })
  it('knows HTTP 429, JSON-RPC 429 and -32007, and rate texts; never takes them for range refusals', () => {
    expect(isRateLimited(http429('1'))).toEqual({ retryAfterMs: 1_000 })
    expect(isRateLimited(http429())).toEqual({ retryAfterMs: null })
    const at = new Date(Date.UTC(2026, 10, 25, 12, 0, 30)).toUTCString()
    expect(isRateLimited(http429(at), () => Date.UTC(2026, 10, 25, 12, 0, 0))).toEqual({
      retryAfterMs: 30_000,
    })
    const rpc = (code: number, message: string) =>
      new RpcRequestError({ body: {}, error: { code, message }, url: 'http://127.0.0.1:1' })
    expect(isRateLimited(rpc(429, 'busy'))).not.toBeNull()
    expect(isRateLimited(rpc(-32007, '100/second request limit reached'))).not.toBeNull()
    expect(isRateLimited(rpc(-32005, 'project ID request rate exceeded'))).not.toBeNull()
    expect(isRateLimited(rpc(-32005, 'query returned more than 10000 results'))).toBeNull()
    expect(isRateLimited(new Error('block range is too wide'))).toBeNull()
    for (const error of [http429('1'), rpc(429, 'busy'), rpc(-32005, 'project ID request rate exceeded')]) {
      expect(isRangeRefusal(error)).toBe(false)
    }
    expect(isRangeRefusal(rpc(-32005, 'query returned more than 10000 results'))).toBe(true)
  })

  it('backs off exponentially with jitter, never under Retry-After, capped', () => {
    const low = () => 0
    const high = () => 1
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, null, { baseMs: 100, random: low }))).toEqual([
      50, 100, 200, 400,
    ])
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, null, { baseMs: 100, random: high }))).toEqual([
      100, 200, 400, 800,
    ])
    expect(backoffDelay(0, 1_000, { baseMs: 100, random: high })).toBe(1_000)
    expect(backoffDelay(20, null, { baseMs: 100, maxMs: 5_000, random: high })).toBe(5_000)
    expect(backoffDelay(20, 60_000, { baseMs: 100, maxMs: 5_000 })).toBe(60_000)
    // An hour asked for is a minute waited: the chain's watcher is not stalled by one answer.
    expect(backoffDelay(0, 3_600_000, { baseMs: 100, random: high })).toBe(60_000)
  })
})

// A provider that answers 429 with Retry-After: 1 on a third of the calls. Everything is credited
// once, and no block range shrinks because of a 429 (only refusals about the range do that).
let f: PaymentsFixture
let proxy: Server
let served = 0
let limited = 0
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop()
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      if (++served % 3 === 0) {
        limited++
        res.writeHead(429, { 'Retry-After': '1', 'content-type': 'text/plain' }).end('Too Many Requests')
        return
      }
      const upstream = await fetch(f.chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
}, 120_000)
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
  await f?.close()
})

describe('a rate-limiting provider', () => {
  it('everything is credited once and the range never shrinks for a 429', async () => {
    const cards = await Promise.all(
      [1, 2, 3, 4].map((i) => insertCard(f, { owner: testAccount(i).address, status: 'active' })),
    )
    // The scan starts just before the transfers (not at genesis: every 429 costs a second).
    const start = (await f.wallet(0).getBlockNumber()) + 1n
    await saveCursor(f.db.database.db, f.chain.chainId, { nextBlock: start, prevBlockHash: null }, new Date())
    for (const [i, card] of cards.entries())
      await sendUsdt(f, i + 1, card.address, BigInt(i + 2) * 1_000_000n)
    await mine(f, 2)
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    const chain = { ...f.config.chains[0]!, rpcUrl: url }
    const { client } = createChainClients([chain]).list[0]!
    const spans: bigint[] = []
    for (let pass = 0; pass < 10; pass++) {
      const before = await countRows(f, 'payment_credits')
      const result = await scanDeposits({ ctx: f.runtime.ctx, chain, client, startAt: 'genesis' }).catch(
        () => null,
      )
      if (result) spans.push(result.span)
      if (result && result.scanned === 0n && before === cards.length) break
    }
    expect(limited).toBeGreaterThan(0)
    expect(spans.length).toBeGreaterThan(0)
    expect(spans.every((span) => span === MAX_LOG_SPAN)).toBe(true)
    for (const [i, card] of cards.entries()) {
      const gross = BigInt(i + 2) * 1_000_000n
      expect((await cardMoney(f, card.id)).pendingMicro).toBe(gross - (gross * 18n + 9_999n) / 10_000n)
    }
    expect(await countRows(f, 'payment_credits')).toBe(cards.length)
    expect(await countRows(f, 'card_ledger', sql`kind = 'topup_credit'`)).toBe(cards.length)
  }, 120_000)
})
