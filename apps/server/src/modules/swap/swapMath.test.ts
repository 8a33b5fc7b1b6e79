import { type Address, decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildSwapTransaction } from './buildSwapTransaction'
import { exchangeRate } from './exchangeRate'
import { uniswapV2RouterAbi } from './routerAbi'
import { amountOutMinimum, parseSlippage } from './slippage'

const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const UNI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address
const USDT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as Address
const WETH = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' as Address
const CARD = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

describe('parseSlippage', () => {
  it('accepts 0.1 to 50 percent with at most two decimals', () => {
    expect(parseSlippage('0.1')).toEqual({ units: 1n, scale: 10n })
    expect(parseSlippage('50')).toEqual({ units: 50n, scale: 1n })
    expect(parseSlippage('12.34')).toEqual({ units: 1234n, scale: 100n })
    expect(parseSlippage('0.10')).not.toBeNull()
  })
  it('refuses out of range, too fine, or not plain decimals', () => {
    for (const bad of [
      '0.09',
      '0',
      '50.01',
      '51',
      '100',
      '0.123',
      '-1',
      '1e1',
      '',
      ' 1',
      'abc',
      '.5',
      '1.',
    ]) {
      expect(parseSlippage(bad), bad).toBeNull()
    }
  })
})

describe('amountOutMinimum', () => {
  it('takes slippage off and rounds down', () => {
    expect(amountOutMinimum(1_000_000n, parseSlippage('0.1')!)).toBe(999_000n)
    expect(amountOutMinimum(1_000_000n, parseSlippage('50')!)).toBe(500_000n)
    expect(amountOutMinimum(999n, parseSlippage('0.1')!)).toBe(998n) // 998.001 -> 998
    expect(amountOutMinimum(10n ** 30n, parseSlippage('0.33')!)).toBe(9967n * 10n ** 26n)
  })
})

describe('exchangeRate', () => {
  it('is the USD value of one whole input token, from base units of both sides', () => {
    // 2 UNI (18 dec) -> 13.5 USDT (6 dec): 6.75 USD per UNI
    expect(exchangeRate(2n * 10n ** 18n, 18, 13_500_000n, 6)).toBe('6.75')
    // 0.5 ETH -> 1000.123456 USDT
    expect(exchangeRate(5n * 10n ** 17n, 18, 1_000_123_456n, 6)).toBe('2000.246912')
    // 1 wei -> 0 USDT
    expect(exchangeRate(1n, 18, 0n, 6)).toBe('0')
    // rounding down at 12 digits: 1/3
    expect(exchangeRate(3_000_000n, 6, 1_000_000n, 6)).toBe('0.333333333333')
  })
})

describe('buildSwapTransaction', () => {
  it('ERC-20 in: swapExactTokensForTokens to the receiving address, no value', () => {
    const tx = buildSwapTransaction({
      router: ROUTER,
      native: false,
      path: [UNI, WETH, USDT],
      amountIn: 10n ** 18n,
      amountOutMin: 6_000_000n,
      recipient: CARD,
      deadline: 1_800_000_000n,
    })
    expect(tx.to).toBe(ROUTER)
    expect(tx.value).toBe(0n)
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args).toEqual([10n ** 18n, 6_000_000n, [UNI, WETH, USDT], CARD, 1_800_000_000n])
  })
  it('native in: swapExactETHForTokens with the amount as value', () => {
    const tx = buildSwapTransaction({
      router: ROUTER,
      native: true,
      path: [WETH, USDT],
      amountIn: 5n * 10n ** 17n,
      amountOutMin: 1n,
      recipient: CARD,
      deadline: 1n,
    })
    expect(tx.value).toBe(5n * 10n ** 17n)
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data })
    expect(call.functionName).toBe('swapExactETHForTokens')
    expect(call.args).toEqual([1n, [WETH, USDT], CARD, 1n])
  })
  it('refuses a one-token path', () => {
    expect(() =>
      buildSwapTransaction({
        router: ROUTER,
        native: false,
        path: [USDT],
        amountIn: 1n,
        amountOutMin: 1n,
        recipient: CARD,
        deadline: 1n,
      }),
    ).toThrow(RangeError)
  })
})
