import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  sendUsdt,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { scanDeposits } from '../../flows/watchDeposits'
import { createChainClients } from '../../plugins/chainClients'
import { saveCursor } from './cursor'

// A provider that refuses eth_getLogs over more than 10 blocks (many public endpoints do). The scan reads a
// range's block bodies, then its logs; a refused range is asked again at half the span. The bodies already read
// are kept for the smaller ranges: only the log range splits, so catching up reads each body once (it used to
// read them again at every halving: 165 body reads for 40 blocks).
const LOG_RANGE_LIMIT = 10n
const BLOCKS = 40

type RpcCall = { id: unknown; method: string; params?: unknown[] }

let f: PaymentsFixture
let proxy: Server
/** Body reads per block number (eth_getBlockByNumber with a number, not a tag). */
const bodyReads = new Map<bigint, number>()
let refused = 0
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop()
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks)
      const parsed = JSON.parse(body.toString()) as RpcCall | RpcCall[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      for (const call of calls) {
        const block = call.params?.[0]
        if (call.method === 'eth_getBlockByNumber' && typeof block === 'string' && block.startsWith('0x')) {
          bodyReads.set(BigInt(block), (bodyReads.get(BigInt(block)) ?? 0) + 1)
        }
      }
      const tooWide = calls.find((call) => {
        if (call.method !== 'eth_getLogs') return false
        const { fromBlock, toBlock } = call.params![0] as { fromBlock: string; toBlock: string }
        return BigInt(toBlock) - BigInt(fromBlock) + 1n > LOG_RANGE_LIMIT
      })
      if (tooWide && !Array.isArray(parsed)) {
        refused++
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: tooWide.id,
            error: { code: -32005, message: `query exceeds max block range ${LOG_RANGE_LIMIT}` },
          }),
        )
        return
      }
      const upstream = await fetch(f.chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
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

describe('a provider that refuses log ranges over 10 blocks', () => {
  it(`catching up ${BLOCKS} blocks reads each body once; everything is credited once`, async () => {
    const cards = await Promise.all(
      [1, 2, 3].map((i) => insertCard(f, { owner: testAccount(i).address, status: 'active' })),
    )
    const start = (await f.wallet(0).getBlockNumber({ cacheTime: 0 })) + 1n
    await saveCursor(f.db.database.db, f.chain.chainId, { nextBlock: start, prevBlockHash: null }, new Date())
    // One transfer early, one in the middle, one near the end of the 40 blocks (each mined in a block of its own).
    await sendUsdt(f, 1, cards[0]!.address, 3n * USD)
    await mine(f, 18)
    await sendUsdt(f, 2, cards[1]!.address, 4n * USD)
    await mine(f, 18)
    await sendUsdt(f, 3, cards[2]!.address, 5n * USD)
    // Two confirmations: the 40th block is confirmed by the one after it.
    await mine(f, BLOCKS - 38)
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    const chain = { ...f.config.chains[0]!, rpcUrl: url }
    const { client } = createChainClients([chain]).list[0]!
    const calls = new Map<string, number>()
    const pass = await scanDeposits({
      ctx: f.runtime.ctx,
      chain,
      client,
      startAt: 'genesis',
      onRpcCall: (method) => calls.set(method, (calls.get(method) ?? 0) + 1),
    })
    expect(pass.fromBlock).toBe(start)
    expect(pass.scanned).toBe(BigInt(BLOCKS))
    expect(pass.credited).toBe(3)
    // The provider refused (so ranges did split), yet every block's body was read exactly once.
    expect(refused).toBeGreaterThan(0)
    const reads = [...bodyReads].filter(([n]) => n >= start).sort(([a], [b]) => (a < b ? -1 : 1))
    expect(reads).toEqual(Array.from({ length: BLOCKS }, (_, i) => [start + BigInt(i), 1]))
    expect(calls.get('eth_getBlockByNumber')).toBe(BLOCKS)
    for (const [i, card] of cards.entries()) {
      expect((await cardMoney(f, card.id)).pendingMicro).toBe(net(BigInt(i + 3) * USD))
    }
    expect(await countRows(f, 'payment_credits')).toBe(3)
  }, 120_000)
})
