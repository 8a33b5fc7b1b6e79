import { describe, expect, it } from 'vitest'
import { velocityWindowOf } from './velocityWindow'

const at = (iso: string) => new Date(iso)

describe('velocityWindowOf', () => {
  it('is the UTC day: midnight belongs to the day it starts, a millisecond before to the day before', () => {
    expect(velocityWindowOf(at('2026-12-06T00:00:00.000Z'))).toMatchObject({
      dayStart: at('2026-12-06T00:00:00.000Z'),
      dayEnd: at('2026-12-07T00:00:00.000Z'),
    })
    expect(velocityWindowOf(at('2026-12-05T23:59:59.999Z'))).toMatchObject({
      dayStart: at('2026-12-05T00:00:00.000Z'),
      dayEnd: at('2026-12-06T00:00:00.000Z'),
    })
  })

  it('is UTC whatever the offset the instant was written with', () => {
    // 01:30 in Berlin is still the previous UTC day.
    expect(velocityWindowOf(at('2026-12-06T01:30:00+01:00')).dayStart).toEqual(at('2026-12-06T00:00:00Z'))
    expect(velocityWindowOf(at('2026-12-06T00:30:00+01:00')).dayStart).toEqual(at('2026-12-05T00:00:00Z'))
  })

  it('is the UTC calendar month, across a year and a leap day', () => {
    expect(velocityWindowOf(at('2026-12-31T23:59:59.999Z'))).toEqual({
      dayStart: at('2026-12-31T00:00:00Z'),
      dayEnd: at('2027-01-01T00:00:00Z'),
      monthStart: at('2026-12-01T00:00:00Z'),
      monthEnd: at('2027-01-01T00:00:00Z'),
    })
    expect(velocityWindowOf(at('2027-01-01T00:00:00.000Z'))).toMatchObject({
      monthStart: at('2027-01-01T00:00:00Z'),
      monthEnd: at('2027-02-01T00:00:00Z'),
    })
    expect(velocityWindowOf(at('2028-02-29T12:00:00Z'))).toEqual({
      dayStart: at('2028-02-29T00:00:00Z'),
      dayEnd: at('2028-03-01T00:00:00Z'),
      monthStart: at('2028-02-01T00:00:00Z'),
      monthEnd: at('2028-03-01T00:00:00Z'),
    })
    expect(velocityWindowOf(at('2027-02-28T23:59:59.999Z')).monthEnd).toEqual(at('2027-03-01T00:00:00Z'))
  })
})
