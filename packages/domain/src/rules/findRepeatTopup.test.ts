import { describe, expect, test } from 'vitest'
import { findRepeatTopup, type SentTopup, TOPUP_REPEAT_WINDOW_MS } from './findRepeatTopup'

const sent: SentTopup[] = [{ cardId: 'c1', token: '0xusdt', amount: 25_500_000n, at: 1_000 }]

describe('findRepeatTopup', () => {
  test('the same card, token and amount within the window is a repeat', () => {
    expect(
      findRepeatTopup(sent, { cardId: 'c1', token: '0xusdt', amount: 25_500_000n }, 1_000 + 60_000),
    ).toBe(sent[0])
  })

  test('another amount, token or card, or after the window, is not', () => {
    expect(findRepeatTopup(sent, { cardId: 'c1', token: '0xusdt', amount: 25_500_001n }, 2_000)).toBeNull()
    expect(findRepeatTopup(sent, { cardId: 'c1', token: 'native', amount: 25_500_000n }, 2_000)).toBeNull()
    expect(findRepeatTopup(sent, { cardId: 'c2', token: '0xusdt', amount: 25_500_000n }, 2_000)).toBeNull()
    expect(
      findRepeatTopup(
        sent,
        { cardId: 'c1', token: '0xusdt', amount: 25_500_000n },
        1_000 + TOPUP_REPEAT_WINDOW_MS,
      ),
    ).toBeNull()
  })
})
