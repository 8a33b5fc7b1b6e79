import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  signInAccount,
  testAccount,
} from '../../../test/helpers/paymentsFixture'
import { uniswapV2RouterAbi } from './routerAbi'

// Acceptance: a UNI -> USDT swap built from POST /swap calldata, sent by a dev account, pays the
// card's receiving address and is credited once; native ETH in too; bad quotes are 4xx.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
}, 120_000)
afterAll(async () => {
  await f?.close()
})

type Quote = {
  toAmount: string
  toAmountMin: string
  exRate: string
  address: Address
  currency: string
  transactionRequestData: { to: Address; data: Hex; value: string }
}

describe('POST /swap', () => {
  it('UNI -> USDT: the quoted calldata pays the card address; reported, it is credited once', async () => {
    const user = await signInAccount(f, 1)
    const card = await insertCard(f, { owner: testAccount(1).address, status: 'active' })
    const info = await f.app.inject({
      method: 'GET',
      url: `/api/card/${card.id}/topup?currency=usdt`,
      headers: user.headers,
    })
    expect(info.statusCode).toBe(200)
    const uni = f.manifest.tokens.UNI.address
    const amount = parseUnits('10', 18)
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/swap',
      headers: user.headers,
      payload: {
        id: 31337,
        cardId: card.id,
        fromToken: uni,
        fromAmount: amount.toString(),
        toToken: f.usdt,
        slippage: '0.5',
      },
    })
    expect(res.statusCode).toBe(200)
    const quote = res.json<Quote>()
    expect(quote).toMatchObject({
      address: card.address,
      currency: 'usdt',
      slippage: '0.5',
      fromAmount: amount.toString(),
    })
    // pool at 8 USDT per UNI, 3M deep: ~79.7 USDT after the 0.3% pool fee
    expect(BigInt(quote.toAmount)).toBeGreaterThan(79_000_000n)
    expect(BigInt(quote.toAmount)).toBeLessThan(80_000_000n)
    expect(BigInt(quote.toAmountMin)).toBe((BigInt(quote.toAmount) * 995n) / 1000n)
    expect(quote.exRate.startsWith('7.9')).toBe(true)
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: quote.transactionRequestData.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args[3]).toBe(card.address)

    const w = f.wallet(1)
    const approve = await w.writeContract({
      address: uni,
      abi: erc20Abi,
      functionName: 'approve',
      args: [quote.transactionRequestData.to, amount],
    })
    await w.waitForTransactionReceipt({ hash: approve })
    const hash = await w.sendTransaction({
      to: quote.transactionRequestData.to,
      data: quote.transactionRequestData.data,
      value: BigInt(quote.transactionRequestData.value),
    })
    const receipt = await w.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const received = await w.readContract({
      address: f.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [card.address],
    })
    expect(received).toBe(BigInt(quote.toAmount))

    const nonce = (await w.getTransaction({ hash })).nonce
    const report = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce },
    })
    expect(report.statusCode).toBe(204)
    await mine(f, 1)
    await f.runtime.tick()
    await f.runtime.tick()
    const fee = (received * 18n + 9_999n) / 10_000n
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: received - fee })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)
    const confirmations = await f.app.inject({
      method: 'GET',
      url: `/api/confirmations/${hash}`,
      headers: user.headers,
    })
    expect(confirmations.json()).toMatchObject({ status: 'confirmed' })
  })

  it('native ETH in: swapExactETHForTokens with the amount as value, credited by the watcher alone', async () => {
    const user = await signInAccount(f, 2)
    const card = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/swap',
      headers: user.headers,
      payload: {
        id: 31337,
        cardId: card.id,
        fromToken: zeroAddress,
        fromAmount: parseEther('0.01').toString(),
        toToken: f.usdt,
        slippage: '1',
      },
    })
    expect(res.statusCode).toBe(200)
    const quote = res.json<Quote>()
    expect(quote.transactionRequestData.value).toBe(parseEther('0.01').toString())
    expect(quote.exRate.startsWith('29')).toBe(true) // ~3,000 USDT per ETH minus pool fee and impact
    const w = f.wallet(2)
    const hash = await w.sendTransaction({
      to: quote.transactionRequestData.to,
      data: quote.transactionRequestData.data,
      value: BigInt(quote.transactionRequestData.value),
    })
    await w.waitForTransactionReceipt({ hash })
    await mine(f, 1)
    await f.runtime.tick()
    const received = BigInt(quote.toAmount)
    expect(await cardMoney(f, card.id)).toMatchObject({
      pendingMicro: received - (received * 18n + 9_999n) / 10_000n,
    })
  })

  it('refuses quotes it cannot honour, with 4xx and no 500', async () => {
    const user = await signInAccount(f, 3)
    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const base = {
      id: 31337,
      cardId: card.id,
      fromToken: f.manifest.tokens.UNI.address,
      fromAmount: '1000',
      toToken: f.usdt,
      slippage: '0.1',
    }
    const { cardId: _cardId, ...withoutCard } = base
    const cases: Array<[object, number]> = [
      [{ ...base, toToken: f.manifest.tokens.USDC.address }, 400],
      [{ ...base, slippage: '0.05' }, 400],
      [{ ...base, slippage: '51' }, 400],
      [{ ...base, fromToken: testAccount(9).address }, 400],
      [{ ...base, fromToken: f.usdt }, 400],
      [{ ...base, id: 1 }, 400],
      [{ ...base, fromAmount: '0' }, 400],
      [{ ...base, fromAmount: '1.5' }, 400],
      [{ ...base, extra: true }, 400],
      [withoutCard, 400],
      [{ ...base, cardId: 'not-a-card' }, 400],
      [{ ...base, cardId: randomUUID() }, 404],
    ]
    for (const [payload, status] of cases) {
      const res = await f.app.inject({ method: 'POST', url: '/api/swap', headers: user.headers, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
    }
    const other = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
    const foreign = await f.app.inject({
      method: 'POST',
      url: '/api/swap',
      headers: user.headers,
      payload: { ...base, cardId: other.id },
    })
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'not_found'])
  })

  it('the card is part of the request: no fallback to the card whose top-up info was read last', async () => {
    const user = await signInAccount(f, 5)
    const card = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    const info = await f.app.inject({
      method: 'GET',
      url: `/api/card/${card.id}/topup?currency=usdt`,
      headers: user.headers,
    })
    expect(info.statusCode).toBe(200)
    const body = {
      id: 31337,
      fromToken: f.manifest.tokens.UNI.address,
      fromAmount: '1000000000000000000',
      toToken: f.usdt,
      slippage: '0.1',
    }
    const missing = await f.app.inject({
      method: 'POST',
      url: '/api/swap',
      headers: user.headers,
      payload: body,
    })
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'validation_failed'])
    expect(missing.json().message).toContain('cardId')
    // The old query parameter is not a way around it either.
    const query = await f.app.inject({
      method: 'POST',
      url: `/api/swap?cardId=${card.id}`,
      headers: user.headers,
      payload: body,
    })
    expect(query.statusCode).toBe(400)

    // Two cards of one user: each quote pays the card it names, whatever was read last.
    const second = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    for (const target of [card, second, card]) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/api/swap',
        headers: user.headers,
        payload: { ...body, cardId: target.id },
      })
      expect(res.statusCode).toBe(200)
      const quote = res.json<Quote>()
      expect(quote.address).toBe(target.address)
      const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: quote.transactionRequestData.data })
      expect(call.args[3]).toBe(target.address)
    }
  })
})
