import { describe, expect, it } from 'vitest'
import { HISTORY_WALK_START, walkBack, walkKey, walkOn, walkPagerTotal } from './historyWalk'

const page = (first: number, count: number, older: boolean, total: number) => ({
  items: Array.from({ length: count }, (_, i) => ({ id: `r${first - i}` })),
  older,
  total,
})

describe('the card history walked by keys', () => {
  it('keys each page on by the last row shown, and goes back by the keys it kept', () => {
    expect(walkKey(HISTORY_WALK_START)).toBeNull()
    const two = walkOn(HISTORY_WALK_START, page(25, 10, true, 25))!
    expect(two).toEqual({ page: 2, keys: ['r16'], total: 25 })
    expect(walkKey(two)).toBe('r16')
    // Page 2's total is the walk's, not the card's that grew since.
    const three = walkOn(two, page(15, 10, true, 31))!
    expect(three).toEqual({ page: 3, keys: ['r16', 'r6'], total: 25 })
    expect(walkOn(three, page(5, 5, false, 31))).toBeNull()
    expect(walkKey(walkBack(three, 2))).toBe('r16')
    expect(walkKey(walkBack(three, 1))).toBeNull()
    expect(walkBack(three, 7).page).toBe(3)
  })

  it('going on from a page gone back to keys by what it shows now, dropping the keys after it', () => {
    const three = { page: 3, keys: ['r16', 'r6'], total: 25 }
    // Page 1 again, with two rows that came in since: page 2 now starts below its new last row.
    const one = walkBack(three, 1)
    expect(walkOn(one, page(27, 10, true, 27))).toEqual({ page: 2, keys: ['r18'], total: 27 })
    // Page 2 again, unchanged: the same key, page 3 as before.
    expect(walkOn(walkBack(three, 2), page(15, 10, true, 27))).toEqual(three)
  })

  it("counts the walk's pages: the card's total on page 1, the walk's after, the end where the rows end", () => {
    const two = { page: 2, keys: ['r16'], total: 25 }
    expect(walkPagerTotal(HISTORY_WALK_START, page(27, 10, true, 27))).toBe(27)
    expect(walkPagerTotal(two, page(15, 10, true, 40))).toBe(25)
    // A row came in below a key: one page more than the walk's total said.
    expect(walkPagerTotal({ ...two, total: 20 }, page(15, 10, true, 40))).toBe(21)
    expect(walkPagerTotal({ page: 3, keys: ['r16', 'r6'], total: 25 }, page(5, 5, false, 40))).toBe(25)
    expect(walkPagerTotal({ page: 3, keys: ['r16', 'r6'], total: 35 }, page(5, 5, false, 40))).toBe(25)
  })
})
