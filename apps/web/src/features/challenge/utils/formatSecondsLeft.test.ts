import { describe, expect, it } from 'vitest'
import { formatSecondsLeft } from './formatSecondsLeft'

describe('formatSecondsLeft', () => {
  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatSecondsLeft(seconds)).toBe(text)
  })
})
