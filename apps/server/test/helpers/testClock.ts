import type { Clock } from '../../src/deps'

/** A clock tests move by hand: expiry is tested by advancing it, never by sleeping. */
export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void }

export function createTestClock(start: Date = new Date()): TestClock {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms
    },
    set: (date) => {
      now = date.getTime()
    },
  }
}
