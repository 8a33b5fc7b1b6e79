import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers'
import { createJobRunner } from './createJobRunner'

// Singleton jobs across runners on one database (PGlite, or PostgreSQL session advisory locks): one runs a
// job's rounds, the other waits; when the holder stops, the other takes over on its next round.
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

describe('createJobRunner', () => {
  it('one holder runs a job; the other takes over once the holder stops; a trigger runs one extra round', async () => {
    const ran: string[] = []
    const events: string[] = []
    const runner = (who: string) =>
      createJobRunner([{ name: 'scan', intervalMs: 60_000, run: async () => void ran.push(who) }], {
        database: t.database,
        onLock: (job, held) => events.push(`${who} ${held ? 'took' : 'lost'} ${job}`),
      })
    const a = runner('a')
    const b = runner('b')
    await a.runOnce()
    await b.runOnce()
    await a.runOnce()
    await b.runOnce()
    expect(ran).toEqual(['a', 'a'])
    expect(a.holds('scan')).toBe(true)
    expect(b.holds('scan')).toBe(false)
    await a.stop()
    await b.runOnce()
    expect(ran).toEqual(['a', 'a', 'b'])
    expect(events).toEqual(['a took scan', 'b took scan'])

    b.start()
    b.trigger('scan')
    b.trigger('scan') // coalesced with the first while it waits
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(ran.filter((who) => who === 'b').length).toBeGreaterThanOrEqual(2)
    expect(ran.filter((who) => who === 'b').length).toBeLessThanOrEqual(3)
    await b.stop()
  })

  it('a failing round is reported and does not stop the next one', async () => {
    const errors: string[] = []
    let calls = 0
    const runner = createJobRunner(
      [
        {
          name: 'flaky',
          intervalMs: 60_000,
          run: async () => {
            if (++calls === 1) throw new Error('provider down')
          },
          onFailure: (error) => void errors.push(`failure: ${(error as Error).message}`),
        },
      ],
      { database: t.database, onError: (error, job) => errors.push(`${job}: ${(error as Error).message}`) },
    )
    await runner.runOnce()
    await runner.runOnce()
    expect(calls).toBe(2)
    expect(errors).toEqual(['flaky: provider down', 'failure: provider down'])
    await runner.stop()
  })
})
