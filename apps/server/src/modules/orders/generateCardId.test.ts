import { describe, expect, it } from 'vitest'
import { CARD_ID_PATTERN, generateCardId } from './generateCardId'

describe('generateCardId', () => {
  it('gives distinct UUID v4 ids matching the path pattern', () => {
    const ids = new Set(Array.from({ length: 1000 }, generateCardId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(CARD_ID_PATTERN)
  })
})
