import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../../test/fakeApi'
import { connectFakeWallet, resetWallet } from '../../../../test/wallet'
import type { PayToken } from '../../../lib/chain/types'
import { createQueryClient, setQueryClient } from '../../../lib/queryClient'
import { type ExchangeRateInput, useExchangeRate } from './useExchangeRate'

const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const UNI: PayToken = {
  address: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  isNative: false,
  decimals: 18,
  symbol: 'UNI',
}
const USDT: PayToken = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  isNative: false,
  decimals: 6,
  symbol: 'USDT',
}

const input = (amount: bigint, slippage = '0.1'): ExchangeRateInput => ({
  cardId: 'c1',
  chain: { id: 31337, orderCurrency: 'usdt', swapRouter: ROUTER },
  token: UNI,
  orderToken: USDT,
  amount,
  slippage,
  payee: PAYEE,
})

/** A POST /swap that echoes the request as a matching quote at 8 USD per UNI. */
function swapServer(exRate = '8') {
  return installFakeApi({
    'POST /swap': ({ body }) => {
      const b = body as {
        id: number
        fromToken: string
        fromAmount: string
        toToken: string
        slippage: string
      }
      return {
        body: {
          ...b,
          toAmount: '1',
          toAmountMin: '1',
          address: PAYEE,
          currency: 'usdt',
          exRate,
          transactionRequestData: { to: ROUTER, data: '0x', value: '0' },
        },
      }
    },
  })
}

let client: ReturnType<typeof createQueryClient>
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
)

beforeEach(() => {
  vi.useFakeTimers()
  client = createQueryClient()
  setQueryClient(client)
  connectFakeWallet()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetWallet()
})

describe('useExchangeRate: looked up 500 ms after the last amount or slippage change', () => {
  it('asks nothing before 500 ms, once at 500 ms, and only for the last value of a burst', async () => {
    const api = swapServer()
    const { result, rerender } = renderHook(({ value }) => useExchangeRate(value), {
      wrapper,
      initialProps: { value: input(10n ** 18n) },
    })
    expect(result.current.rate).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(300))
    rerender({ value: input(2n * 10n ** 18n) })
    await act(() => vi.advanceTimersByTimeAsync(300))
    rerender({ value: input(3n * 10n ** 18n) })
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(api.count('POST /swap')).toBe(0)
    expect(result.current.rate).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(api.count('POST /swap')).toBe(1)
    expect(api.calls[0]?.body).toMatchObject({ fromAmount: '3000000000000000000', slippage: '0.1' })
    expect(result.current.rate).toBe('8')
  })

  it('a slippage change also waits 500 ms, and the rate is null (loading) meanwhile', async () => {
    const api = swapServer()
    const { result, rerender } = renderHook(({ value }) => useExchangeRate(value), {
      wrapper,
      initialProps: { value: input(10n ** 18n) },
    })
    await act(() => vi.advanceTimersByTimeAsync(500))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current.rate).toBe('8')
    rerender({ value: input(10n ** 18n, '0.5') })
    expect(result.current.rate).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(api.count('POST /swap')).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(api.count('POST /swap')).toBe(2)
    expect(api.calls[1]?.body).toMatchObject({ slippage: '0.5' })
    expect(result.current.rate).toBe('8')
  })

  it('the order currency itself needs no quote: rate 1', async () => {
    const api = swapServer()
    const { result } = renderHook(() => useExchangeRate({ ...input(10n ** 6n), token: USDT }), { wrapper })
    await act(() => vi.advanceTimersByTimeAsync(500))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current.rate).toBe('1')
    expect(api.count('POST /swap')).toBe(0)
  })

  it('no input (e.g. decimals unknown): stays null and asks nothing', async () => {
    const api = swapServer()
    const { result } = renderHook(() => useExchangeRate(null), { wrapper })
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(result.current.rate).toBeNull()
    expect(api.count('POST /swap')).toBe(0)
  })
})
