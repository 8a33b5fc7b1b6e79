import { describe, expect, it } from 'vitest'
import { jsonDate, jsonMicro, jsonMicroOrNull, jsonRows, jsonText } from './jsonRows'

describe('jsonRows', () => {
  it('reads the rows of a parsed value or of its text; SQL NULL (no rows) is none', () => {
    expect(jsonRows([['a', 1]], 2, 'list')).toEqual([['a', 1]])
    expect(jsonRows('[["a", 1], ["b", 2]]', 2, 'list')).toEqual([
      ['a', 1],
      ['b', 2],
    ])
    expect(jsonRows(null, 2, 'list')).toEqual([])
  })

  it('refuses a value that is not rows of the expected width, naming the read', () => {
    expect(() => jsonRows({ a: 1 }, 2, 'card list')).toThrow('card list: expected an array of rows')
    expect(() => jsonRows([['a']], 2, 'card list')).toThrow(
      'card list: a row has the wrong number of columns',
    )
    expect(() => jsonRows(['a', 'b'], 2, 'card list')).toThrow('wrong number of columns')
  })

  it('money only from text: every micro-dollar beyond 2^53, and a JSON number refused', () => {
    expect(jsonMicro('9007199254740993')).toBe(9007199254740993n)
    expect(jsonMicroOrNull(null)).toBeNull()
    // What a float would have made of it: the decoder refuses rather than round.
    expect(() => jsonMicro(9007199254740992)).toThrow('expected a text column, got number')
  })

  it('dates from timestamptz text, to the millisecond like the driver', () => {
    expect(jsonDate('2026-11-26T00:50:00.999999+00:00').toISOString()).toBe('2026-11-26T00:50:00.999Z')
    expect(() => jsonText(true)).toThrow('expected a text column, got boolean')
  })
})
