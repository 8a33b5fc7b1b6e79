import { describe, expect, test } from 'vitest'
import { getPriceImpact } from './getPriceImpact'

describe('getPriceImpact', () => {
  test('the same price as the reference is no impact', () => {
    expect(
      getPriceImpact({ amountIn: 1_000n, amountOut: 8_000n, referenceIn: 10n, referenceOut: 80n }),
    ).toEqual({
      bps: 0n,
      level: 'ok',
    })
  })

  test('2 % is still ok, just above warns; 15 % warns, just above blocks', () => {
    const at = (out: bigint) =>
      getPriceImpact({ amountIn: 10_000n, amountOut: out, referenceIn: 1n, referenceOut: 1n })
    expect(at(9_800n)).toEqual({ bps: 200n, level: 'ok' })
    expect(at(9_799n)).toEqual({ bps: 201n, level: 'warn' })
    expect(at(8_500n)).toEqual({ bps: 1_500n, level: 'warn' })
    expect(at(8_499n)).toEqual({ bps: 1_501n, level: 'block' })
  })

  test('rounded up to the basis point, and a better price than the reference counts as none', () => {
    expect(getPriceImpact({ amountIn: 3n, amountOut: 2n, referenceIn: 1n, referenceOut: 1n })?.bps).toBe(
      3_334n,
    )
    expect(getPriceImpact({ amountIn: 1n, amountOut: 2n, referenceIn: 1n, referenceOut: 1n })?.bps).toBe(0n)
  })

  test('no impact without both quotes', () => {
    expect(getPriceImpact({ amountIn: 0n, amountOut: 0n, referenceIn: 1n, referenceOut: 1n })).toBeNull()
    expect(getPriceImpact({ amountIn: 1n, amountOut: 1n, referenceIn: 1n, referenceOut: 0n })).toBeNull()
  })
})
