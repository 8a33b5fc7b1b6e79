import { describe, expect, it } from 'vitest'
import { reservesSignedText } from './reservesSignedText'

const digest = 'ab'.repeat(32)

describe('reservesSignedText', () => {
  it('names the snapshot, the root digest and the total in decimal', () => {
    expect(reservesSignedText('snap-7', digest, 18_446_744_073_709_551_615n)).toBe(
      `chaincard-reserves:snap-7:${digest}:18446744073709551615`,
    )
    expect(reservesSignedText('snap-7', digest, 0n)).toBe(`chaincard-reserves:snap-7:${digest}:0`)
  })

  it('refuses a text no verifier would rebuild: a digest not 64 lowercase hex, a total out of range', () => {
    expect(() => reservesSignedText('s', digest.toUpperCase(), 1n)).toThrow(/lowercase/)
    expect(() => reservesSignedText('s', `0x${digest}`, 1n)).toThrow(/lowercase/)
    expect(() => reservesSignedText('s', digest.slice(2), 1n)).toThrow(/lowercase/)
    expect(() => reservesSignedText('s', digest, -1n)).toThrow(/64-bit/)
    expect(() => reservesSignedText('s', digest, 2n ** 64n)).toThrow(/64-bit/)
  })
})
