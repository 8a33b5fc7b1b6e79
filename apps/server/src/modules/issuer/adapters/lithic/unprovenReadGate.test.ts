import { describe, expect, it } from 'vitest'
import { createRefusalHold } from './holdRefusal'
import { createUnprovenReadGate } from './unprovenReadGate'

describe('unproven reads (junk from new addresses costs a bounded number of bytes a second)', () => {
  it('unproven clients together read at most the budget a second, refilled with time; a proven one is never counted', () => {
    const gate = createUnprovenReadGate(1_000)
    expect(gate.tryTake(600, 0)).toBe(true)
    expect(gate.tryTake(300, 10)).toBe(true)
    expect(gate.tryTake(200, 20)).toBe(false) // 100 left
    expect(gate.tryTake(200, 120)).toBe(true) // + 100 after 100 ms
    expect(gate.tryTake(1_000, 400)).toBe(false)
    expect(gate.tryTake(1_000, 5_000)).toBe(true) // full again, never above the budget
    expect(gate.tryTake(1, 5_000)).toBe(false)
    // A clock that steps back refills nothing.
    expect(gate.tryTake(1, 4_000)).toBe(false)
    expect(gate.isProven('10.0.0.1', 5_000)).toBe(false)
    gate.prove('10.0.0.1', 5_000)
    expect(gate.isProven('10.0.0.1', 5_000 + 23 * 3_600_000)).toBe(true)
    expect(gate.isProven('10.0.0.1', 5_000 + 24 * 3_600_000)).toBe(false)
    expect(gate.isProven('10.0.0.2', 5_000)).toBe(false)
  })

  it('remembers at most 1,000 proven clients, dropping the oldest', () => {
    const gate = createUnprovenReadGate()
    for (let i = 0; i <= 1_000; i++) gate.prove(`c${i}`, i)
    expect(gate.isProven('c0', 2_000)).toBe(false)
    expect(gate.isProven('c1', 2_000)).toBe(true)
    expect(gate.isProven('c1000', 2_000)).toBe(true)
  })
})

describe('refusal hold', () => {
  it('holds each refusal for its time, and answers at once past 1,000 held', async () => {
    const hold = createRefusalHold(200)
    const started = performance.now()
    const held = Array.from({ length: 1_000 }, () => hold.hold())
    await hold.hold() // the 1,001st
    expect(performance.now() - started).toBeLessThan(150)
    await Promise.all(held)
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    const again = performance.now()
    await hold.hold()
    expect(performance.now() - again).toBeGreaterThanOrEqual(190)
  })
})
