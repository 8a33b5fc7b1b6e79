import { describe, expect, test } from 'vitest'
import { checkSwapQuote, type ExpectedSwap, type SwapQuoteToCheck } from './checkSwapQuote'

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const WBTC = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'
const PAYEE = '0x1111111111111111111111111111111111111111'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const OTHER = '0x2222222222222222222222222222222222222222'

const expected: ExpectedSwap = {
  chainId: 1,
  slippage: '0.1',
  fromToken: WBTC,
  fromNative: false,
  amount: 12_345n,
  toToken: USDT,
  payee: PAYEE,
  currency: 'usdt',
  router: ROUTER,
}

const quote: SwapQuoteToCheck = {
  id: 1,
  slippage: '0.1',
  fromToken: WBTC.toLowerCase(),
  fromAmount: '12345',
  toToken: USDT,
  address: PAYEE,
  currency: 'usdt',
  transactionRequestData: { to: ROUTER.toLowerCase(), value: '0' },
}

describe('checkSwapQuote', () => {
  test('a matching quote passes (addresses case-insensitive, slippage numeric)', () => {
    expect(checkSwapQuote(quote, expected)).toBeNull()
    expect(checkSwapQuote({ ...quote, id: '1', slippage: '0.10' }, expected)).toBeNull()
  })

  test('no quote', () => {
    expect(checkSwapQuote(null, expected)).toBe('swap info is null')
    expect(checkSwapQuote(undefined, expected)).toBe('swap info is null')
  })

  test.each([
    [{ id: 56 }, 'chainId does not match'],
    [{ slippage: '0.2' }, 'slippage does not match'],
    [{ slippage: 'x' }, 'slippage does not match'],
    [{ fromToken: OTHER }, 'fromToken does not match'],
    [{ fromAmount: '12346' }, 'amount does not match'],
    [{ fromAmount: '1.2345' }, 'amount does not match'],
    [{ transactionRequestData: { to: ROUTER, value: '1' } }, 'amount does not match'],
    [{ toToken: OTHER }, 'toToken does not match'],
    [{ address: OTHER }, 'address does not match'],
    [{ address: 'not an address' }, 'address does not match'],
    [{ currency: 'usdc' }, 'currency does not match'],
    [{ transactionRequestData: { to: OTHER, value: '0' } }, 'toAddress does not match'],
  ] as const)('%j -> %s', (change, reason) => {
    expect(checkSwapQuote({ ...quote, ...change }, expected)).toBe(reason)
  })

  test('the first mismatch in SPEC order wins', () => {
    expect(checkSwapQuote({ ...quote, id: 10, currency: 'x', address: OTHER }, expected)).toBe(
      'chainId does not match',
    )
    expect(checkSwapQuote({ ...quote, toToken: OTHER, address: OTHER }, expected)).toBe(
      'toToken does not match',
    )
  })

  test('native coin swaps must send exactly the amount as value', () => {
    const native = { ...expected, fromNative: true, fromToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }
    const nativeQuote = { ...quote, fromToken: native.fromToken }
    expect(
      checkSwapQuote({ ...nativeQuote, transactionRequestData: { to: ROUTER, value: '12345' } }, native),
    ).toBeNull()
    expect(
      checkSwapQuote({ ...nativeQuote, transactionRequestData: { to: ROUTER, value: '0x3039' } }, native),
    ).toBeNull()
    expect(
      checkSwapQuote({ ...nativeQuote, transactionRequestData: { to: ROUTER, value: '12346' } }, native),
    ).toBe('amount does not match')
    expect(checkSwapQuote({ ...nativeQuote, transactionRequestData: { to: ROUTER } }, native)).toBe(
      'amount does not match',
    )
  })
})
