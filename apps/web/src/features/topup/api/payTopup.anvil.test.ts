// @vitest-environment node
import { uniswapV2RouterAbi } from '@chaincard/devchain'
import {
  erc20NoReturnAbi,
  SWAP_ABORT_REASONS,
  type SwapBodyInput,
  type SwapQuoteResponse,
} from '@chaincard/domain'
import {
  type Address,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AnvilSandbox, startAnvilSandbox } from '../../../lib/chain/test/anvilSandbox'
import { toViemChain } from '../../../lib/chain/toViemChain'
import type { PaymentWalletClient } from '../../../lib/chain/types'
import { SwapQuoteMismatchError, TopupPaymentError } from './errors'
import { type PayTopupParameters, payTopup, type TopupPaymentApi } from './payTopup'

vi.stubGlobal('localStorage', { clear() {} })

let sandbox: AnvilSandbox
beforeAll(async () => {
  sandbox = await startAnvilSandbox()
}, 120_000)
afterAll(async () => {
  await sandbox?.stop()
})

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const balanceOf = (token: Address, owner: Address) =>
  sandbox.reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The server at the system edge: quotes from the real router (as POST /swap does), records reports. */
function fakeServer(payee: Address, tamper?: (quote: SwapQuoteResponse) => SwapQuoteResponse) {
  const reports: { kind: string; cardId: string; body: { currency: string; hash: string; nonce: number } }[] =
    []
  const cancels: string[] = []
  const quoted: SwapBodyInput[] = []
  const api: TopupPaymentApi = {
    async requestSwapQuote(body) {
      quoted.push(body)
      const usdt = sandbox.token('USDT').address
      const from = getAddress(body.fromToken)
      const [, out = 0n] = await sandbox.reader.readContract({
        address: sandbox.manifest.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [BigInt(body.fromAmount), [from, usdt]],
      })
      const min = (out * 999n) / 1000n
      const quote: SwapQuoteResponse = {
        id: body.id,
        fromToken: from,
        fromAmount: body.fromAmount,
        toToken: usdt,
        toAmount: out.toString(),
        toAmountMin: min.toString(),
        slippage: body.slippage,
        address: payee,
        currency: 'usdt',
        exRate: '8',
        transactionRequestData: {
          to: sandbox.manifest.router,
          data: encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'swapExactTokensForTokens',
            args: [BigInt(body.fromAmount), min, [from, usdt], payee, maxUint256],
          }),
          value: '0',
        },
      }
      return tamper ? tamper(quote) : quote
    },
    async reportPayment(kind, cardId, body) {
      reports.push({ kind, cardId, body: body as never })
    },
    async cancelOrderPayment(cardId) {
      cancels.push(cardId)
    },
  }
  return { api, reports, cancels, quoted }
}

function params(
  wallet: PaymentWalletClient,
  api: TopupPaymentApi,
  payee: Address,
  overrides: Partial<PayTopupParameters> = {},
): PayTopupParameters {
  return {
    kind: 'topup',
    cardId: 'card-1',
    chain: { id: sandbox.chain.id, orderCurrency: 'usdt', swapRouter: sandbox.manifest.router },
    orderToken: sandbox.token('USDT'),
    token: sandbox.token('USDT'),
    amount: 1_510_000n,
    slippage: '0.1',
    payee,
    wallet,
    reader: sandbox.reader,
    api,
    ...overrides,
  }
}

/** A wallet at its EIP-1193 boundary that forwards to anvil but refuses to send (the user clicks Reject). */
function rejectingWallet(index: number): PaymentWalletClient {
  const real = sandbox.walletFor(index)
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_sendTransaction') {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [real.account.address]
      return sandbox.reader.request({ method, params } as never)
    },
  }
  return createWalletClient({
    account: real.account.address,
    chain: toViemChain(sandbox.chain),
    transport: custom(provider),
  }) as unknown as PaymentWalletClient
}

describe('payTopup on a real chain', () => {
  it('direct USDT: transfers to the receiving address, waits for the receipt, reports hash and nonce', async () => {
    const wallet = sandbox.walletFor(1)
    const payee = freshAddress()
    const server = fakeServer(payee)
    const stages: string[] = []
    const nonceBefore = await sandbox.reader.getTransactionCount({ address: wallet.account.address })
    const result = await payTopup(
      params(wallet, server.api, payee, { onProgress: (p) => stages.push(p.stage) }),
    )
    expect(await balanceOf(sandbox.token('USDT').address, payee)).toBe(1_510_000n)
    expect(result).toMatchObject({ nonce: nonceBefore, paid: 1_510_000n })
    expect(server.reports).toEqual([
      { kind: 'topup', cardId: 'card-1', body: { currency: 'usdt', hash: result.hash, nonce: nonceBefore } },
    ])
    expect(stages).toEqual(['send', 'sent', 'confirm', 'report', 'reported'])
    expect(server.cancels).toEqual([])
  })

  it('UNI -> USDT swap: checks the quote, approves exactly, sends the calldata, reports (first top-up)', async () => {
    const wallet = sandbox.walletFor(2)
    const payee = freshAddress()
    const server = fakeServer(payee)
    const amount = parseEther('1')
    const result = await payTopup(
      params(wallet, server.api, payee, { kind: 'order', token: sandbox.token('UNI'), amount }),
    )
    const received = await balanceOf(sandbox.token('USDT').address, payee)
    expect(received).toBeGreaterThan(7_900_000n) // ~8 USDT for 1 UNI
    expect(result.paid).toBe(received)
    expect(server.quoted).toEqual([
      {
        id: sandbox.chain.id,
        cardId: 'card-1',
        fromToken: sandbox.token('UNI').address,
        fromAmount: amount.toString(),
        toToken: sandbox.token('USDT').address,
        slippage: '0.1',
      },
    ])
    expect(server.reports).toHaveLength(1)
    expect(server.reports[0]).toMatchObject({ kind: 'order', body: { currency: 'usdt', hash: result.hash } })
    const allowance = await sandbox.reader.readContract({
      address: sandbox.token('UNI').address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.account.address, sandbox.manifest.router],
    })
    expect(allowance).toBe(0n)
    expect(server.cancels).toEqual([])
  })

  const tampered: [string, (q: SwapQuoteResponse) => SwapQuoteResponse | null][] = [
    ['swap info is null', () => null],
    ['chainId does not match', (q) => ({ ...q, id: 1 })],
    ['slippage does not match', (q) => ({ ...q, slippage: '0.5' })],
    ['fromToken does not match', (q) => ({ ...q, fromToken: sandbox.token('LINK').address })],
    ['amount does not match', (q) => ({ ...q, fromAmount: (BigInt(q.fromAmount) + 1n).toString() })],
    ['toToken does not match', (q) => ({ ...q, toToken: sandbox.token('USDC').address })],
    ['address does not match', (q) => ({ ...q, address: freshAddress() })],
    ['currency does not match', (q) => ({ ...q, currency: 'usdc' })],
    [
      'toAddress does not match',
      (q) => ({ ...q, transactionRequestData: { ...q.transactionRequestData, to: freshAddress() } }),
    ],
  ]
  it('covers every SPEC abort reason', () => {
    expect(tampered.map(([reason]) => reason).sort()).toEqual([...SWAP_ABORT_REASONS].sort())
  })
  for (const [reason, tamper] of tampered) {
    it(`aborts on "${reason}": nothing sent, the order payment cancelled`, async () => {
      const wallet = sandbox.walletFor(3)
      const payee = freshAddress()
      const server = fakeServer(payee, tamper as (q: SwapQuoteResponse) => SwapQuoteResponse)
      const nonceBefore = await sandbox.reader.getTransactionCount({ address: wallet.account.address })
      const error = await payTopup(
        params(wallet, server.api, payee, {
          kind: 'order',
          token: sandbox.token('UNI'),
          amount: parseEther('1'),
        }),
      ).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TopupPaymentError)
      expect((error as TopupPaymentError).stage).toBe('quote')
      expect((error as TopupPaymentError).cause).toBeInstanceOf(SwapQuoteMismatchError)
      expect(((error as TopupPaymentError).cause as SwapQuoteMismatchError).reason).toBe(reason)
      expect(server.cancels).toEqual(['card-1'])
      expect(server.reports).toEqual([])
      expect(await sandbox.reader.getTransactionCount({ address: wallet.account.address })).toBe(nonceBefore)
    })
  }

  it('the user rejects in the wallet: userRejected, order payment cancelled, nothing reported', async () => {
    const payee = freshAddress()
    const server = fakeServer(payee)
    const error = await payTopup(params(rejectingWallet(4), server.api, payee, { kind: 'order' })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TopupPaymentError)
    expect(error).toMatchObject({ stage: 'send', userRejected: true, hash: undefined })
    expect(server.cancels).toEqual(['card-1'])
    expect(server.reports).toEqual([])
  })

  it('a top-up (not first) that fails does not cancel anything', async () => {
    const payee = freshAddress()
    const server = fakeServer(payee)
    await expect(payTopup(params(rejectingWallet(4), server.api, payee))).rejects.toBeInstanceOf(
      TopupPaymentError,
    )
    expect(server.cancels).toEqual([])
  })

  it('a report the server refuses: TopUpFail path with the hash kept, order payment cancelled', async () => {
    const wallet = sandbox.walletFor(5)
    const payee = freshAddress()
    const server = fakeServer(payee)
    server.api.reportPayment = async () => {
      throw Object.assign(new Error('transaction already used for another card'), {
        code: 'payment_rejected',
      })
    }
    const error = (await payTopup(params(wallet, server.api, payee, { kind: 'order' })).catch(
      (e: unknown) => e,
    )) as TopupPaymentError
    expect(error).toBeInstanceOf(TopupPaymentError)
    expect(error.stage).toBe('report')
    expect(error.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(server.cancels).toEqual(['card-1'])
  })

  it('a transaction the wallet replaces (sped up with a new amount) is followed: the replacement hash is reported', async () => {
    const wallet = sandbox.walletFor(7)
    const payee = freshAddress()
    const server = fakeServer(payee)
    const usdt = sandbox.token('USDT')
    const rpc = (method: string, params: unknown[] = []) =>
      sandbox.reader.request({ method, params } as never)
    await rpc('evm_setAutomine', [false])
    let replacement: `0x${string}` | undefined
    let original: `0x${string}` | undefined
    const stages: string[] = []
    try {
      const result = await payTopup(
        params(wallet, server.api, payee, {
          amount: 2_000_000n,
          onProgress: (p) => {
            stages.push(p.stage)
            if (p.stage !== 'sent') return
            original = p.hash
            // The user speeds the payment up in the wallet: same nonce, higher fee, here a new amount too.
            void (async () => {
              const tx = await sandbox.reader.getTransaction({ hash: p.hash })
              replacement = await wallet.writeContract({
                address: usdt.address,
                abi: erc20NoReturnAbi,
                functionName: 'transfer',
                args: [payee, 3_000_000n],
                nonce: tx.nonce,
                gas: 100_000n,
                maxFeePerGas: parseUnits('100', 9),
                maxPriorityFeePerGas: parseUnits('50', 9),
              })
              await rpc('evm_mine')
            })()
          },
        }),
      )
      expect(replacement).toBeDefined()
      expect(result.hash).toBe(replacement)
      expect(result.hash).not.toBe(original)
      expect(result.paid).toBe(3_000_000n)
      expect(stages).toContain('replaced')
      expect(server.reports).toEqual([
        {
          kind: 'topup',
          cardId: 'card-1',
          body: { currency: 'usdt', hash: replacement, nonce: result.nonce },
        },
      ])
      expect(await balanceOf(usdt.address, payee)).toBe(3_000_000n)
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('a transient report failure (503) is retried with the same hash; a refusal (422) is not', async () => {
    const payee = freshAddress()
    const server = fakeServer(payee)
    const attempts: string[] = []
    server.api.reportPayment = async (_kind, _cardId, body) => {
      attempts.push(String(body.hash))
      if (attempts.length === 1) throw Object.assign(new Error('rpc node unreachable'), { status: 503 })
    }
    const result = await payTopup(params(sandbox.walletFor(5), server.api, payee, { kind: 'order' }))
    expect(attempts).toEqual([result.hash, result.hash])
    expect(server.cancels).toEqual([])

    const refused = fakeServer(payee)
    let calls = 0
    refused.api.reportPayment = async () => {
      calls += 1
      throw Object.assign(new Error('transaction already used for another card'), { status: 422 })
    }
    await expect(
      payTopup(params(sandbox.walletFor(5), refused.api, payee, { kind: 'order' })),
    ).rejects.toBeInstanceOf(TopupPaymentError)
    expect(calls).toBe(1)
    expect(refused.cancels).toEqual(['card-1'])
  })

  it('a quote whose transaction would revert is stopped before sending (estimate fails)', async () => {
    const wallet = sandbox.walletFor(6)
    const payee = freshAddress()
    const server = fakeServer(payee, (q) => ({
      ...q,
      transactionRequestData: {
        ...q.transactionRequestData,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactTokensForTokens',
          args: [BigInt(q.fromAmount), maxUint256, [q.fromToken, q.toToken], payee, maxUint256],
        }),
      },
    }))
    const error = (await payTopup(
      params(wallet, server.api, payee, {
        kind: 'order',
        token: sandbox.token('UNI'),
        amount: parseEther('1'),
      }),
    ).catch((e: unknown) => e)) as TopupPaymentError
    expect(error).toBeInstanceOf(TopupPaymentError)
    expect(error.stage).toBe('send')
    expect(error.userRejected).toBe(false)
    expect(server.cancels).toEqual(['card-1'])
    expect(await balanceOf(sandbox.token('USDT').address, payee)).toBe(0n)
  })
})
