import { describe, expect, it } from 'vitest'
import { parseUsd } from '../money/usd'
import { getPendingTopup, type OpenCredit } from './getPendingTopup'

const now = new Date('2026-11-26T10:00:00.000Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000)
const credit = (usd: string, over: Partial<OpenCredit> = {}): OpenCredit => ({
  openMicro: parseUsd(usd),
  createdAt: minutes(-1),
  finalAt: minutes(-1),
  chainId: 31337,
  ...over,
})

describe('getPendingTopup', () => {
  it('5,000 sent to a 3,000 card: 3,000 fits, 2,000 is over the maximum and movable once final', () => {
    const view = getPendingTopup({
      balance: 0n,
      pending: parseUsd('5000'),
      balanceUpper: parseUsd('3000'),
      settles: true,
      credits: [credit('5000')],
      settlementDelayMs: 30_000,
      now,
    })
    expect(view.fitsMicro).toBe(parseUsd('3000'))
    expect(view.overMaximumMicro).toBe(parseUsd('2000'))
    expect(view.movableMicro).toBe(parseUsd('2000'))
    // Final a minute ago, credited a minute ago, 30 s of delay: spendable at once.
    expect(view.spendableAt).toEqual(now)
    expect(view.credits).toEqual([
      { openMicro: parseUsd('5000'), fittingMicro: parseUsd('3000'), spendableAt: now },
    ])
  })

  it('oldest credits fit first; a credit wholly over the maximum has no date', () => {
    const view = getPendingTopup({
      balance: parseUsd('2900'),
      pending: parseUsd('150'),
      balanceUpper: parseUsd('3000'),
      settles: true,
      credits: [
        credit('50', { createdAt: minutes(-10) }),
        credit('100', { finalAt: null, createdAt: minutes(-1) }),
      ],
      settlementDelayMs: 0,
      now,
    })
    expect(view.fitsMicro).toBe(parseUsd('100'))
    expect(view.overMaximumMicro).toBe(parseUsd('50'))
    // The over-maximum part is the newest credit, not final yet: the only final money (50) fits, but 50 is movable
    // because whichever credit is taken, what stays still fills the card.
    expect(view.movableMicro).toBe(parseUsd('50'))
    expect(view.credits[0]?.fittingMicro).toBe(parseUsd('50'))
    expect(view.credits[1]?.fittingMicro).toBe(parseUsd('50'))
    // The sandbox chain's block is final about 10 s after the credit: spendable at the later of the two.
    expect(view.spendableAt).toEqual(
      new Date(minutes(-1).getTime() + 10_000 < now.getTime() ? now : minutes(-1)),
    )
  })

  it('a credit that is not final waits for its chain, and the settlement delay counts from the credit', () => {
    const view = getPendingTopup({
      balance: 0n,
      pending: parseUsd('20'),
      balanceUpper: parseUsd('3000'),
      settles: true,
      credits: [credit('20', { finalAt: null, createdAt: now, chainId: 1 })],
      settlementDelayMs: 30_000,
      now,
    })
    expect(view.spendableAt).toEqual(minutes(15))
    expect(view.movableMicro).toBe(0n)
    const delayed = getPendingTopup({
      balance: 0n,
      pending: parseUsd('20'),
      balanceUpper: null,
      settles: true,
      credits: [credit('20', { finalAt: now, createdAt: now, chainId: null })],
      settlementDelayMs: 30_000,
      now,
    })
    expect(delayed.spendableAt).toEqual(new Date(now.getTime() + 30_000))
    expect(delayed.overMaximumMicro).toBe(0n)
  })

  it('an order keeps its money pending until it is issued: no date, nothing over a maximum it has room for', () => {
    const view = getPendingTopup({
      balance: 0n,
      pending: parseUsd('20'),
      balanceUpper: parseUsd('3000'),
      settles: false,
      credits: [credit('20')],
      settlementDelayMs: 0,
      now,
    })
    expect(view).toMatchObject({
      fitsMicro: parseUsd('20'),
      overMaximumMicro: 0n,
      movableMicro: 0n,
      spendableAt: null,
    })
  })

  it('a negative balance leaves more room; a balance above the maximum leaves none', () => {
    const base = {
      pending: parseUsd('100'),
      balanceUpper: parseUsd('3000'),
      settles: true,
      settlementDelayMs: 0,
      now,
    }
    expect(getPendingTopup({ ...base, balance: -parseUsd('50'), credits: [credit('100')] }).fitsMicro).toBe(
      parseUsd('100'),
    )
    const full = getPendingTopup({ ...base, balance: parseUsd('3000.01'), credits: [credit('100')] })
    expect(full).toMatchObject({
      fitsMicro: 0n,
      overMaximumMicro: parseUsd('100'),
      movableMicro: parseUsd('100'),
      spendableAt: null,
    })
  })
})
