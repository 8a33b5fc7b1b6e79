import { describe, expect, it } from 'vitest'
import { addRunningBalance } from './addRunningBalance'
import { floorToCent, shownBalance } from './shownBalance'

describe('shownBalance', () => {
  it('rounds the balance down to the cent, negatives toward minus infinity', () => {
    expect(floorToCent(24_955_000n)).toBe(24_950_000n)
    expect(floorToCent(-1_005_000n)).toBe(-1_010_000n)
    expect(floorToCent(3_000_000n)).toBe(3_000_000n)
  })

  it('three top-ups of 24.955: the shown changes add up to the shown balance, no cent lost', () => {
    const credits = [0, 1, 2].map(() => ({ balanceChangeMicro: 24_955_000n }))
    const rows = addRunningBalance({ rows: credits, balanceMicro: 74_865_000n, newerChangeMicro: 0n })
    const shown = rows.map((row) => shownBalance(row.balanceAfterMicro, row.balanceChangeMicro))
    expect(shown.map((row) => row.afterMicro)).toEqual([74_860_000n, 49_910_000n, 24_950_000n])
    // Each shown change is what separates two shown balances; rounded on its own each would be 24.95 (74.85).
    expect(shown.map((row) => row.changeMicro)).toEqual([24_950_000n, 24_960_000n, 24_950_000n])
    expect(shown.reduce((sum, row) => sum + row.changeMicro, 0n)).toBe(shown[0]!.afterMicro)
  })
})
