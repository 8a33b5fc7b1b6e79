import { describe, expect, test } from 'vitest'
import { parseDecimal } from '../money/parseDecimal'
import { parseUsd } from '../money/usd'
import * as c from './index'

describe('chains (SPEC sections 3 and 9)', () => {
  test('six supported mainnets, seven test chains, sandbox 31337', () => {
    expect([...c.SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([1, 10, 56, 137, 42161, 43114])
    expect([...c.TEST_CHAIN_IDS].sort((a, b) => a - b)).toEqual([
      5, 97, 17000, 43113, 80001, 560048, 11155111,
    ])
    expect(c.SANDBOX_CHAIN_ID).toBe(31337)
    expect(c.CHAINS[31337].name).toBe('Sandbox')
    for (const id of c.SUPPORTED_CHAIN_IDS) expect(c.CHAINS[id].testnet).toBe(false)
    for (const id of c.TEST_CHAIN_IDS) expect(c.CHAINS[id].testnet).toBe(true)
  })

  test('display order: Ethereum family, Polygon, Arbitrum, Optimism, BSC, Avalanche', () => {
    expect(c.CHAIN_DISPLAY_ORDER).toEqual([1, 137, 42161, 10, 56, 43114])
    expect(c.CHAIN_DISPLAY_ORDER.map((id) => c.CHAINS[id].family)).toEqual(c.CHAIN_FAMILY_DISPLAY_ORDER)
  })

  test('names and native currencies', () => {
    expect(c.CHAINS[1].nativeCurrency.symbol).toBe('ETH')
    expect(c.CHAINS[56].nativeCurrency.symbol).toBe('BNB')
    expect(c.CHAINS[137].nativeCurrency.symbol).toBe('POL')
    expect(c.CHAINS[42161].nativeCurrency.symbol).toBe('ETH')
    expect(c.CHAINS[10].nativeCurrency.symbol).toBe('ETH')
    expect(c.CHAINS[43114].nativeCurrency.symbol).toBe('AVAX')
    for (const chain of Object.values(c.CHAINS)) expect(chain.nativeCurrency.decimals).toBe(18)
  })

  test('order currency per chain', () => {
    expect(c.ORDER_CURRENCY_BY_CHAIN).toEqual({
      1: 'usdt',
      56: 'usdt-bep20',
      137: 'usdc-matic-erc20',
      42161: 'usdc-arb-erc20',
      10: 'usdc-op-erc20',
      43114: 'usdc-avaxc-erc20',
      31337: 'usdt',
    })
    for (const id of c.SUPPORTED_CHAIN_IDS) {
      const token = c.ORDER_CURRENCY_TOKENS[id]
      expect(token.currency).toBe(c.ORDER_CURRENCY_BY_CHAIN[id])
      expect(token.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    }
    expect(c.ORDER_CURRENCY_TOKENS[1]).toMatchObject({ symbol: 'USDT', decimals: 6 })
    expect(c.ORDER_CURRENCY_TOKENS[56]).toMatchObject({ symbol: 'USDT', decimals: 18 })
    for (const id of [137, 42161, 10, 43114] as const) {
      expect(c.ORDER_CURRENCY_TOKENS[id]).toMatchObject({ symbol: 'USDC', decimals: 6 })
    }
  })
})

describe('statuses and states', () => {
  test('API status values', () => {
    expect(c.CARD_STATUSES).toEqual([
      'new',
      'pending',
      'application_required',
      'application_processing',
      'waiting_to_get',
      'active',
      'locked',
      'suspended',
    ])
    expect(c.DISPLAY_STATES).toEqual(['activated', 'not_activated', 'expired', 'suspended', 'locked'])
    expect(c.USER_STATES).toEqual(['normal', 'blacklist', 'blocked', ''])
  })
})

describe('products', () => {
  test('limits and validity', () => {
    expect(c.CARD_PROGRAM_INFO.classic.balanceUpperMicroUsd).toBe(parseUsd('3000'))
    expect(c.CARD_PROGRAM_INFO.classic.validityYears).toBe(1)
    expect(c.CARD_PROGRAM_INFO.business.balanceUpperMicroUsd).toBe(parseUsd('10000'))
    expect(c.CARD_PROGRAM_INFO.business.validityYears).toBe(1)
    expect(c.CARD_PROGRAM_INFO.nft.balanceUpperMicroUsd).toBeNull()
    expect(c.CARD_PROGRAM_INFO.nft.validityYears).toBe(3)
    expect(c.CARD_PROGRAM_INFO.classic.feature).toHaveLength(1)
    expect(c.CARD_PROGRAM_INFO.business.feature).toHaveLength(3)
  })

  test('three named OTP-only product ids', () => {
    expect(c.OTP_ONLY_PRODUCT_IDS).toEqual([
      c.PRODUCT_ID_CLASSIC_OTP_ONLY,
      c.PRODUCT_ID_BUSINESS_OTP_ONLY,
      c.PRODUCT_ID_NFT_OTP_ONLY,
    ])
    expect(new Set(c.OTP_ONLY_PRODUCT_IDS).size).toBe(3)
  })
})

describe('section 9 constants', () => {
  test('paging and display', () => {
    expect(c.PAGE_SIZE).toBe(10)
    expect(c.PAGER_PAGES).toBe(5)
    expect(c.TX_ID_VISIBLE_CHARS).toBe(6)
    expect(c.CARD_NUMBER_GROUP_SIZE).toBe(4)
    expect(c.AMOUNT_DISPLAY_DECIMALS).toBe(2)
  })

  test('timings', () => {
    expect(c.CARD_IMAGE_COUNTDOWN_MS).toBe(10_000)
    expect(c.TOPUP_POLL_INTERVAL_MS).toBe(5_000)
    expect(c.APPLICATION_POLL_INTERVAL_MS).toBe(30_000)
    expect(c.COPY_FEEDBACK_MS).toBe(2_000)
    expect(c.RATE_DEBOUNCE_MS).toBe(500)
    expect(c.REQUEST_TIMEOUT_MS).toBe(300_000)
    expect(c.TX_LOOKUP_TRIES).toBe(5)
    expect(c.TX_LOOKUP_DELAY_MS).toBe(500)
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  test('slippage, fees, minimum', () => {
    expect(c.SLIPPAGE_DEFAULT).toBe('0.1')
    expect(c.SLIPPAGE_MIN).toBe('0.1')
    expect(c.SLIPPAGE_MAX).toBe('50')
    expect(c.SLIPPAGE_STEP).toBe('0.01')
    expect(c.DEFAULT_FEE_RATE).toBe('0.0018')
    expect(c.ORIGINAL_FEE_RATE).toBe('0.003')
    expect(c.MIN_FIRST_TOPUP_MICRO_USD).toBe(parseUsd('1.51'))
  })

  test('membership levels', () => {
    expect(c.MEMBERSHIP_LEVELS.map((l) => [l.level, l.minVolumeMicroUsd, l.rebate])).toEqual([
      [0, 0n, '0'],
      [1, parseUsd('1000'), '0.002'],
      [2, parseUsd('5000'), '0.005'],
      [3, parseUsd('20000'), '0.01'],
    ])
  })

  test('rewards, invitations, locales, home page', () => {
    expect(c.REDEEMABLE_OPTIONS_MICRO_USD).toEqual(['10', '20', '50', '100'].map((v) => parseUsd(v)))
    expect(c.INVITATION_COUNT_DISPLAY_MAX).toBe(3)
    expect(c.UNLIMITED_COUNT).toBe(-1)
    expect(c.LOCALES).toEqual(['en', 'zh-tw', 'zh-cn', 'tr', 'ja', 'de', 'ru'])
    expect(c.DEFAULT_LOCALE).toBe('en')
    expect(c.SWITCHER_LOCALES).toEqual(c.LOCALES)
    expect(new Date(c.PROMO_END_AT).toISOString()).toBe('2024-01-01T00:00:00.000Z')
    expect(c.MOBILE_MAX_WIDTH).toBe(768)
    // The credited stablecoins lead (SPEC's order led with ETH and DAI and left USDT off small screens).
    expect(c.SUPPORTED_TOKEN_SHOWCASE).toEqual(['usdt', 'usdc', 'eth', 'dai', 'uni', 'link', 'wbtc', 'zrx'])
    expect(c.REDEEM_MIN_MICRO_USD).toBe(parseUsd('0.01'))
    expect(c.INVITATION_CODE_MAX_LENGTH).toBe(32)
    expect(c.SHOWCASE_SMALL_SCREEN_COUNT).toBe(4)
    expect(c.BIG_NUMBER_EXPONENT_UPPER).toBe(30)
    expect(c.BIG_NUMBER_EXPONENT_LOWER).toBe(-19)
    expect(parseDecimal(c.SLIPPAGE_STEP, 2)).toBe(1n)
  })
})
