import { describe, expect, it } from 'vitest'
import { coalesceFreshCalls } from './coalesceFreshCalls'

/** A call the test settles by hand, recording when it started. */
function manualCalls() {
  const started: { resolve: (value: number) => void; reject: (error: Error) => void }[] = []
  const call = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ resolve, reject })
    })
  return { started, call }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('coalesceFreshCalls', () => {
  it('callers that arrive while a call runs share the next call, never the running one', async () => {
    const reads = coalesceFreshCalls<string, number>()
    const { started, call } = manualCalls()
    const first = reads.run('a', call)
    await tick()
    expect(started).toHaveLength(1)
    // Arrived after the first call started: must not get its (possibly older) answer.
    const second = reads.run('a', call)
    const third = reads.run('a', call)
    await tick()
    expect(started).toHaveLength(1)
    started[0]!.resolve(1)
    expect(await first).toBe(1)
    await tick()
    expect(started).toHaveLength(2)
    started[1]!.resolve(2)
    expect(await second).toBe(2)
    expect(await third).toBe(2)
    expect(reads.size).toBe(0)
  })

  it('at most one call runs and one waits per key, however many callers come', async () => {
    const reads = coalesceFreshCalls<string, number>()
    const { started, call } = manualCalls()
    const answers = Array.from({ length: 50 }, () => reads.run('a', call))
    await tick()
    expect(started).toHaveLength(1)
    started[0]!.resolve(1)
    await tick()
    expect(started).toHaveLength(2)
    started[1]!.resolve(2)
    expect(await Promise.all(answers)).toEqual([1, ...Array(49).fill(2)])
  })

  it('keys do not wait for each other', async () => {
    const reads = coalesceFreshCalls<string, number>()
    const { started, call } = manualCalls()
    const a = reads.run('a', call)
    const b = reads.run('b', call)
    await tick()
    expect(started).toHaveLength(2)
    started[1]!.resolve(20)
    expect(await b).toBe(20)
    started[0]!.resolve(10)
    expect(await a).toBe(10)
  })

  it('a failed call fails its callers only; the waiting ones get a new call', async () => {
    const reads = coalesceFreshCalls<string, number>()
    const { started, call } = manualCalls()
    const first = reads.run('a', call)
    await tick()
    const second = reads.run('a', call)
    started[0]!.reject(new Error('rpc down'))
    await expect(first).rejects.toThrow('rpc down')
    await tick()
    expect(started).toHaveLength(2)
    started[1]!.resolve(5)
    expect(await second).toBe(5)
    // A call that throws synchronously is a failed call too, and leaves nothing behind.
    await expect(
      reads.run('b', () => {
        throw new Error('sync')
      }),
    ).rejects.toThrow('sync')
    expect(reads.size).toBe(0)
  })
})
