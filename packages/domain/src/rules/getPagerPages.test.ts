import { describe, expect, test } from 'vitest'
import { getPagerPages } from './getPagerPages'

describe('getPagerPages', () => {
  test('hidden with a single page or none', () => {
    expect(getPagerPages({ page: 1, total: 0 })).toEqual([])
    expect(getPagerPages({ page: 1, total: 10 })).toEqual([])
  })

  test('at most 5 pages around the current one', () => {
    expect(getPagerPages({ page: 1, total: 11 })).toEqual([1, 2])
    expect(getPagerPages({ page: 1, total: 100 })).toEqual([1, 2, 3, 4, 5])
    expect(getPagerPages({ page: 6, total: 100 })).toEqual([4, 5, 6, 7, 8])
    expect(getPagerPages({ page: 10, total: 100 })).toEqual([6, 7, 8, 9, 10])
    expect(getPagerPages({ page: 99, total: 100 })).toEqual([6, 7, 8, 9, 10])
  })
})
