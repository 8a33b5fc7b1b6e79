import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  Address,
  AddressInput,
  BaseUnits,
  ChainId,
  CurrencyAmount,
  FeeRate,
  HexData,
  Id,
  IsoDateTime,
  IssuerId,
  Paging,
  PositiveBaseUnits,
  PositiveUsdAmountInput,
  paged,
  Rate,
  SignedUsdAmount,
  SignedUsdAmountInput,
  Slippage,
  TokenCurrency,
  TxHash,
  TxHashInput,
  toTwoDecimals,
  UsdAmount,
  UsdAmountInput,
} from './common'

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success

describe('addresses', () => {
  const checksummed = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

  it('normalises request addresses of any case to EIP-55', () => {
    expect(AddressInput.parse(checksummed.toLowerCase())).toBe(checksummed)
    expect(AddressInput.parse(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(checksummed)
  })

  it('rejects malformed addresses', () => {
    for (const bad of [
      '',
      'dAC17F958D2ee523a2206206994597C13D831ec7',
      `0X${checksummed.slice(2)}`,
      checksummed.slice(0, 41),
      `${checksummed}0`,
      `0x${'g'.repeat(40)}`,
      ` ${checksummed}`,
      123,
      null,
    ]) {
      expect(ok(AddressInput, bad), String(bad)).toBe(false)
      expect(ok(Address, bad), String(bad)).toBe(false)
    }
  })

  it('accepts only checksummed addresses in answers', () => {
    expect(ok(Address, checksummed)).toBe(true)
    expect(ok(Address, checksummed.toLowerCase())).toBe(false)
  })
})

describe('transaction hashes and hex', () => {
  const hash = `0x${'ab'.repeat(32)}`

  it('lowercases request hashes, answers only lowercase', () => {
    expect(TxHashInput.parse(`0x${'AB'.repeat(32)}`)).toBe(hash)
    expect(ok(TxHash, hash)).toBe(true)
    expect(ok(TxHash, `0x${'AB'.repeat(32)}`)).toBe(false)
  })

  it('rejects wrong lengths and non-hex', () => {
    for (const bad of [`0x${'ab'.repeat(31)}`, `${hash}00`, `0x${'zz'.repeat(32)}`, 'ab'.repeat(33), '']) {
      expect(ok(TxHashInput, bad), bad).toBe(false)
      expect(ok(TxHash, bad), bad).toBe(false)
    }
  })

  it('hex data needs whole bytes and is bounded', () => {
    expect(ok(HexData, '0x')).toBe(true)
    expect(ok(HexData, '0x7ff36ab5')).toBe(true)
    expect(ok(HexData, '0x7ff36ab')).toBe(false)
    expect(ok(HexData, `0x${'00'.repeat(65_536)}`)).toBe(true)
    expect(ok(HexData, `0x${'00'.repeat(65_537)}`)).toBe(false)
  })
})

describe('USD amounts', () => {
  it('request amounts accept at most 2 decimals and normalise to exactly 2', () => {
    expect(UsdAmountInput.parse('10')).toBe('10.00')
    expect(UsdAmountInput.parse('10.5')).toBe('10.50')
    expect(UsdAmountInput.parse('0.01')).toBe('0.01')
    expect(UsdAmountInput.parse('0')).toBe('0.00')
    expect(UsdAmountInput.parse('999999999999.99')).toBe('999999999999.99')
  })

  it('rejects money as a JSON number, negatives, non-numbers, too many decimals and over-long amounts', () => {
    for (const bad of [
      10,
      10.5,
      '-1',
      '-0.01',
      '+1',
      '1.001',
      '1.',
      '.5',
      '01',
      '1e3',
      '0x10',
      ' 1',
      '1,00',
      'NaN',
      '',
      '1000000000000',
      '9'.repeat(400),
    ]) {
      expect(ok(UsdAmountInput, bad), String(bad)).toBe(false)
    }
  })

  it('positive request amounts refuse zero', () => {
    expect(ok(PositiveUsdAmountInput, '0.00')).toBe(false)
    expect(ok(PositiveUsdAmountInput, '0')).toBe(false)
    expect(PositiveUsdAmountInput.parse('0.01')).toBe('0.01')
  })

  it('signed request amounts keep the sign and never produce -0.00', () => {
    expect(SignedUsdAmountInput.parse('-5')).toBe('-5.00')
    expect(SignedUsdAmountInput.parse('-0.5')).toBe('-0.50')
    expect(SignedUsdAmountInput.parse('-0')).toBe('0.00')
    expect(SignedUsdAmountInput.parse('12.3')).toBe('12.30')
    expect(ok(SignedUsdAmountInput, '--1')).toBe(false)
    expect(ok(SignedUsdAmountInput, -5)).toBe(false)
  })

  it('answers carry exactly 2 decimals', () => {
    expect(ok(UsdAmount, '12.30')).toBe(true)
    expect(ok(UsdAmount, '0.00')).toBe(true)
    for (const bad of ['12.3', '12', '12.300', '-1.00', '012.30', 12.3])
      expect(ok(UsdAmount, bad), String(bad)).toBe(false)
    expect(ok(SignedUsdAmount, '-3.10')).toBe(true)
    expect(ok(SignedUsdAmount, '-0.00')).toBe(false)
    expect(ok(SignedUsdAmount, '-3.1')).toBe(false)
  })

  it('toTwoDecimals pads without touching digits', () => {
    expect(toTwoDecimals('1')).toBe('1.00')
    expect(toTwoDecimals('-0.00')).toBe('0.00')
    expect(toTwoDecimals('123456789012.3')).toBe('123456789012.30')
  })

  it('merchant currency amounts allow 0 to 3 decimals and a sign', () => {
    for (const good of ['1500', '10.5', '-2.125', '0']) expect(ok(CurrencyAmount, good), good).toBe(true)
    for (const bad of ['1.2345', '1e2', 15]) expect(ok(CurrencyAmount, bad), String(bad)).toBe(false)
  })
})

describe('base units', () => {
  it('accepts non-negative integer strings up to 2^256 - 1', () => {
    expect(ok(BaseUnits, '0')).toBe(true)
    expect(ok(BaseUnits, '1510000')).toBe(true)
    expect(ok(BaseUnits, (2n ** 256n - 1n).toString())).toBe(true)
  })

  it('rejects numbers, signs, decimals, leading zeros and overflow', () => {
    for (const bad of [
      1510000,
      '+1',
      '-1',
      '1.5',
      '01',
      '',
      '1e6',
      (2n ** 256n).toString(),
      '1'.repeat(79),
    ]) {
      expect(ok(BaseUnits, bad), String(bad)).toBe(false)
    }
    expect(ok(PositiveBaseUnits, '0')).toBe(false)
    expect(ok(PositiveBaseUnits, '1')).toBe(true)
  })
})

describe('rates, slippage, currencies', () => {
  it('fee rates are fractions below 1', () => {
    for (const good of ['0.0018', '0.003', '0', '0.002']) expect(ok(FeeRate, good), good).toBe(true)
    for (const bad of ['1', '1.5', '-0.1', '.5', 0.0018, '0.0018 '])
      expect(ok(FeeRate, bad), String(bad)).toBe(false)
  })

  it('rates are non-negative decimal strings', () => {
    for (const good of ['3012.45', '1', '0.000000000001']) expect(ok(Rate, good), good).toBe(true)
    for (const bad of ['-1', '1e3', 3012.45, '']) expect(ok(Rate, bad), String(bad)).toBe(false)
  })

  it('slippage is 0.1 to 50 percent with at most 2 decimals, kept as sent', () => {
    for (const good of ['0.1', '0.10', '1', '49.99', '50', '50.00']) {
      expect(Slippage.parse(good)).toBe(good)
    }
    for (const bad of ['0.09', '0', '50.01', '51', '100', '0.123', '-1', 0.1, '', 'abc']) {
      expect(ok(Slippage, bad), String(bad)).toBe(false)
    }
  })

  it('token currency ids are bounded slugs', () => {
    for (const good of ['usdt', 'usdt-bep20', 'usdc-arb-erc20', 'USD'])
      expect(ok(TokenCurrency, good)).toBe(true)
    for (const bad of ['', '-usdt', 'us dt', 'a'.repeat(41), 'usdt/../x'])
      expect(ok(TokenCurrency, bad)).toBe(false)
  })
})

describe('time, ids, chain ids', () => {
  it('timestamps are UTC ISO 8601 with milliseconds', () => {
    expect(ok(IsoDateTime, '2026-11-21T10:00:00.000Z')).toBe(true)
    expect(ok(IsoDateTime, new Date(0).toISOString())).toBe(true)
    for (const bad of [
      '2026-11-21T10:00:00Z',
      '2026-11-21T10:00:00.000+01:00',
      '2026-11-21',
      1763719200000,
    ]) {
      expect(ok(IsoDateTime, bad), String(bad)).toBe(false)
    }
  })

  it('server ids are lowercase UUIDs', () => {
    expect(ok(Id, crypto.randomUUID())).toBe(true)
    expect(ok(Id, crypto.randomUUID().toUpperCase())).toBe(false)
    for (const bad of ['', '1', 'not-a-uuid', `${crypto.randomUUID()}x`, "1' OR '1'='1"]) {
      expect(ok(Id, bad), bad).toBe(false)
    }
  })

  it('issuer ids are bounded opaque strings', () => {
    expect(ok(IssuerId, 'txn_8f3a2b91c4')).toBe(true)
    expect(ok(IssuerId, crypto.randomUUID())).toBe(true)
    for (const bad of ['', '_x', 'a'.repeat(65), 'a b', 'a/b']) expect(ok(IssuerId, bad), bad).toBe(false)
  })

  it('chain ids are positive integers', () => {
    expect(ok(ChainId, 1)).toBe(true)
    for (const bad of [0, -1, 1.5, '1', Number.MAX_SAFE_INTEGER + 1])
      expect(ok(ChainId, bad), String(bad)).toBe(false)
  })
})

describe('paging', () => {
  it('defaults to skip 0, limit 10 and coerces query strings', () => {
    expect(Paging.parse({})).toEqual({ skip: 0, limit: 10 })
    expect(Paging.parse({ skip: '20', limit: '100' })).toEqual({ skip: 20, limit: 100 })
    expect(Paging.parse({ skip: 5, limit: 1 })).toEqual({ skip: 5, limit: 1 })
  })

  it('rejects negative, non-integer, out-of-range and sloppy values', () => {
    for (const bad of [
      { limit: '101' },
      { limit: '0' },
      { limit: 101 },
      { skip: '-1' },
      { skip: -1 },
      { skip: '1.5' },
      { skip: 1.5 },
      { skip: '' },
      { skip: ' 1' },
      { skip: '1e2' },
      { skip: '0x10' },
      { skip: '01' },
      { skip: ['1', '2'] },
      { skip: '99999999999' },
    ]) {
      expect(Paging.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('paged() answers { items, total } with at most 100 items', () => {
    const Page = paged(z.object({ n: z.int() }))
    expect(Page.parse({ items: [{ n: 1 }], total: 7 })).toEqual({ items: [{ n: 1 }], total: 7 })
    expect(Page.safeParse({ items: [], total: -1 }).success).toBe(false)
    expect(Page.safeParse({ items: [{ n: 'x' }], total: 1 }).success).toBe(false)
    expect(
      Page.safeParse({ items: Array.from({ length: 101 }, (_, n) => ({ n })), total: 101 }).success,
    ).toBe(false)
  })
})
