import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUsBusinessDay, provisionalCreditDueAt, usFederalHolidays } from './provisionalCreditDueAt'

describe('provisionalCreditDueAt', () => {
  it('is the day after the 10th US business day after filing', () => {
    // Filed Monday 2026-03-02: business days 3..6, 9..13, 16 → due Tuesday 17th.
    expect(provisionalCreditDueAt(new Date('2026-03-02T15:00:00Z')).toISOString()).toBe(
      '2026-03-17T00:00:00.000Z',
    )
    // Filed on a Saturday: the next Monday is day 1.
    expect(provisionalCreditDueAt(new Date('2026-03-07T10:00:00Z')).toISOString()).toBe(
      '2026-03-21T00:00:00.000Z',
    )
    // Thanksgiving (Thu 26 Nov 2026) Christmas (Fri 25 Dec 2026) and New Year's Day do not count.
    expect(provisionalCreditDueAt(new Date('2026-11-20T12:00:00Z')).toISOString()).toBe(
      '2026-12-08T00:00:00.000Z',
    )
    expect(provisionalCreditDueAt(new Date('2026-12-18T12:00:00Z')).toISOString()).toBe(
      '2027-01-06T00:00:00.000Z',
    )
  })
  it('knows the federal holidays as observed', () => {
    expect([...usFederalHolidays(2026)]).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // 4 July is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ])
    expect(usFederalHolidays(2028).has('2028-12-25')).toBe(true)
    expect(usFederalHolidays(2022).has('2022-12-26')).toBe(true) // Christmas on a Sunday
  })
  it('is always between 12 and 24 calendar days after filing, on no weekend before a business day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        (filedAt) => {
          const due = provisionalCreditDueAt(filedAt)
          const days = (due.getTime() - filedAt.getTime()) / 86_400_000
          expect(days).toBeGreaterThan(12)
          expect(days).toBeLessThan(24)
          expect(isUsBusinessDay(new Date(due.getTime() - 86_400_000))).toBe(true)
        },
      ),
    )
  })
})
