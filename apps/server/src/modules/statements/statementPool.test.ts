import { getPriority } from 'node:os'
import { threadId } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BUDGETS } from '../../config'
import { AppError } from '../../errors'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'
import { createStatementRenderPool } from './createStatementRenderPool'
import { STATEMENT_THREAD_NICE } from './lowerThreadPriority'
import type { StatementRenderTask } from './renderStatementWorker'

// Statements render in a worker pool (piscina), never on the thread that answers the card network; a full queue
// is refused with 429 statements_busy; each owner has an hourly budget counted in the database. Through the real
// app on a real database (PGlite, and PostgreSQL with DATABASE_URL), and the pool itself.
let kit: CardsKit
let owner: KitUser
let cardId: string

beforeAll(async () => {
  kit = await createCardsKit({ config: { budgets: { ...DEFAULT_BUDGETS, statementsPerHour: 3 } } })
  owner = await kit.activeUser(1)
  cardId = (await kit.activeCard(owner, 0n)).id
  await kit.fund(cardId, 24_955_000n)
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const series = (text: string, thread: string) =>
  Number(
    new RegExp(`^chaincard_statement_renders_total\\{thread="${thread}"\\} (\\d+)$`, 'm').exec(text)?.[1] ??
      0,
  )

/** A statement of many lines in Japanese: a render that keeps a thread busy for a while. */
const heavyTask = (): StatementRenderTask => ({
  format: 'pdf',
  parameters: {
    productName: 'Chaincard',
    lang: 'ja',
    tz: 'Asia/Tokyo',
    card: { id: 'card-1', maskedNumber: '•••• 4242', program: 'classic', displayName: '山田太郎' },
    month: '2026-01',
    openingMicro: 0n,
    closingMicro: 0n,
    lines: Array.from({ length: 400 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
      id: String(i).padStart(8, '0'),
      description: `東京のコンビニエンスストア ${i}`,
      type: 'purchase',
      amountMicro: -1_000_000n,
      balanceAfterMicro: 0n,
    })),
    generatedAt: new Date(Date.UTC(2026, 1, 1)),
  },
})

describe('statement renders', () => {
  it('run in a worker thread of the pool, never on the main thread', async () => {
    const res = await owner.api.get(`/card/${cardId}/statement?lang=ja`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const csv = await owner.api.get(`/card/${cardId}/statement?format=csv`)
    expect(csv.statusCode).toBe(200)
    const metrics = await kit.app.metrics.scrape()
    expect(series(metrics, 'worker')).toBe(2)
    expect(series(metrics, 'main')).toBe(0)
  })

  it('the pool answers with the id of the worker thread that rendered, not the main thread', async () => {
    const pool = createStatementRenderPool({ workers: 1, queue: 1 })
    try {
      const result = await pool.render({ format: 'csv', lang: 'en', tz: 'UTC', lines: [] })
      expect(typeof result.body).toBe('string')
      expect(result.threadId).toBeGreaterThan(0)
      expect(result.threadId).not.toBe(threadId)
    } finally {
      await pool.close()
    }
  })

  it.runIf(process.platform === 'linux')(
    'the render thread lowers its own priority, and the main thread keeps its own',
    async () => {
      const before = getPriority()
      const pool = createStatementRenderPool({ workers: 1, queue: 1 })
      try {
        const result = await pool.render({ format: 'csv', lang: 'en', tz: 'UTC', lines: [] })
        expect(result.nice).toBe(Math.min(19, Math.max(before, STATEMENT_THREAD_NICE)))
        expect(getPriority()).toBe(before)
      } finally {
        await pool.close()
      }
    },
  )

  it('idle after its renders, the pool renders on fresh threads; never while a render is under way', async () => {
    const csv: StatementRenderTask = { format: 'csv', lang: 'en', tz: 'UTC', lines: [] }
    const pool = createStatementRenderPool({ workers: 1, queue: 1, renewAfterIdleMs: 300 })
    try {
      const first = await pool.render(csv)
      // A render that outlasts the idle time, started before it ran out: the pool is not idle while it runs, and
      // the next render right after it lands on the same thread.
      const started = performance.now()
      const heavy = await pool.render(heavyTask())
      expect(performance.now() - started).toBeGreaterThan(300)
      expect(heavy.threadId).toBe(first.threadId)
      expect((await pool.render(csv)).threadId).toBe(first.threadId)
      // Idle for longer than that: the threads that rendered are replaced.
      await new Promise((resolve) => setTimeout(resolve, 900))
      const later = await pool.render(csv)
      expect(later.threadId).toBeGreaterThan(0)
      expect(later.threadId).not.toBe(first.threadId)
    } finally {
      await pool.close()
    }
  }, 60_000)

  it('a full queue is refused with statements_busy (429), and what was queued still renders', async () => {
    const pool = createStatementRenderPool({ workers: 1, queue: 1 })
    try {
      // Four submitted in one turn of the event loop: no thread can take a task in between, so one running and
      // one waiting (workers 1, queue 1) is all the pool holds; the rest is refused at once.
      const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => pool.render(heavyTask())))
      const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason as unknown)
      const rendered = outcomes.filter((o) => o.status === 'fulfilled')
      expect(refused.length).toBeGreaterThanOrEqual(2)
      for (const error of refused) {
        expect(error).toBeInstanceOf(AppError)
        expect(error).toMatchObject({ code: 'statements_busy', status: 429, retryAfterSeconds: 5 })
      }
      expect(rendered.length).toBeGreaterThanOrEqual(1)
      expect(rendered.length).toBeLessThanOrEqual(2)
    } finally {
      await pool.close()
    }
  }, 60_000)

  it('a burst beyond the workers and the queue is refused before its work starts', async () => {
    const pool = createStatementRenderPool({ workers: 1, queue: 1 })
    try {
      let started = 0
      const gates: Array<() => void> = []
      const work = () =>
        new Promise<string>((resolve) => {
          started++
          gates.push(() => resolve('done'))
        })
      // Two admitted requests still reading (no render queued yet): a third is refused without running.
      const first = pool.admit(work)
      const second = pool.admit(work)
      await expect(pool.admit(work)).rejects.toMatchObject({ code: 'statements_busy', status: 429 })
      expect(started).toBe(2)
      for (const open of gates) open()
      await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done'])
      // Once they are answered, the next one is admitted.
      const third = pool.admit(work)
      expect(started).toBe(3)
      gates[2]!()
      await expect(third).resolves.toBe('done')
    } finally {
      await pool.close()
    }
  })

  it('an owner has an hourly budget (STATEMENTS_PER_HOUR), shared by every instance: 429 rate_limited beyond', async () => {
    // 2 spent above; the budget is 3.
    expect((await owner.api.get(`/card/${cardId}/statement?format=csv`)).statusCode).toBe(200)
    const refused = await owner.api.get(`/card/${cardId}/statement?format=csv`)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'rate_limited' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Someone else's budget is their own.
    const other = await kit.activeUser(2)
    const otherCard = (await kit.activeCard(other, 0n)).id
    expect((await other.api.get(`/card/${otherCard}/statement?format=csv`)).statusCode).toBe(200)
    // An hour later the owner may again.
    kit.t.clock.advance(3_600_000)
    owner = await kit.signIn(1)
    expect((await owner.api.get(`/card/${cardId}/statement?format=csv`)).statusCode).toBe(200)
  })
})
