import { Piscina } from 'piscina'
import { AppError } from '../../errors'
import type { StatementRenderResult, StatementRenderTask } from './renderStatementWorker'

export type StatementRenderPool = {
  /** Renders in a worker thread (the result names it); 429 `statements_busy` when the queue is full. */
  render(task: StatementRenderTask): Promise<StatementRenderResult>
  /**
   * Runs `work` (a whole statement request: its reads, then its render) if fewer than `workers + queue` are under
   * way, else 429 `statements_busy` at once. A burst arrives before any render is queued, so the queue alone
   * would let every request of it read the database and build its lines first, only to be refused at the render.
   */
  admit<T>(work: () => Promise<T>): Promise<T>
  /** Renders waiting for a thread. */
  queued(): number
  close(): Promise<void>
}

/** How long a client told `statements_busy` waits before asking again. */
const BUSY_RETRY_AFTER_S = 5

/**
 * Where the worker's code is: next to the bundle (`dist/statementWorker.mjs`, built with `dist/main.mjs`) when
 * the server runs bundled, else the TypeScript source, run through tsx (development and tests).
 */
function workerFile(): { filename: string; execArgv: string[]; bundled: boolean } {
  const here = import.meta.url
  if (here.endsWith('.mjs')) {
    return { filename: new URL('./statementWorker.mjs', here).href, execArgv: [], bundled: true }
  }
  return {
    filename: new URL('./renderStatementWorker.ts', here).href,
    execArgv: ['--import', 'tsx'],
    bundled: false,
  }
}

/** How long the pool waits, idle after a render, before it puts its threads' memory back (`renewAfterIdleMs`). */
const RENEW_AFTER_IDLE_MS = 30_000

/**
 * The statement renders' worker pool (piscina): `workers` threads, started with the bundled server (a thread's
 * start costs a core for a while at the process's priority, before it can lower its own: in a burst of
 * statements, that would land beside the card network's decisions; in development and tests, where every app
 * would start its threads through tsx, they start when needed and end after a minute idle), `queue` renders
 * waiting at most; beyond, 429 `statements_busy`, so a burst of statements can
 * neither take the main thread nor pile up without bound.
 *
 * `renewAfterIdleMs` after its last render, with none under way, the pool replaces its threads with fresh ones and
 * ends the old. A thread's V8 heap keeps every page a render grew it to (a 5,000-row PDF: about 230 MiB of pages,
 * 19 MiB alive after a collection) until the thread ends, so two threads that rendered once held the server's RSS
 * at its peak for as long as it ran; the fresh threads start while nothing renders.
 */
export function createStatementRenderPool({
  workers,
  queue,
  renewAfterIdleMs = RENEW_AFTER_IDLE_MS,
}: {
  workers: number
  queue: number
  renewAfterIdleMs?: number
}): StatementRenderPool {
  const { filename, execArgv, bundled } = workerFile()
  const open = () =>
    new Piscina<StatementRenderTask, StatementRenderResult>({
      filename,
      execArgv,
      minThreads: bundled ? workers : 0,
      idleTimeout: 60_000,
      maxThreads: workers,
      maxQueue: queue,
    })
  let pool = open()
  let rendering = 0
  let renewal: NodeJS.Timeout | undefined
  // The pools replaced, until their threads have ended.
  const retiring = new Set<Promise<void>>()
  const renew = () => {
    renewal = undefined
    if (rendering > 0) return
    const old = pool
    pool = open()
    const ended = old.destroy().finally(() => retiring.delete(ended))
    retiring.add(ended)
  }
  const busy = () => new AppError('statements_busy', undefined, { retryAfterSeconds: BUSY_RETRY_AFTER_S })
  let admitted = 0
  return {
    async admit(work) {
      if (admitted >= workers + queue) throw busy()
      admitted++
      try {
        return await work()
      } finally {
        admitted--
      }
    },
    async render(task) {
      // Every thread busy and the queue full: refused before anything is queued.
      if (pool.queueSize >= queue) throw busy()
      clearTimeout(renewal)
      renewal = undefined
      rendering++
      try {
        return await pool.run(task)
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy()
        throw error
      } finally {
        rendering--
        if (rendering === 0) renewal = setTimeout(renew, renewAfterIdleMs).unref()
      }
    },
    queued: () => pool.queueSize,
    async close() {
      clearTimeout(renewal)
      renewal = undefined
      await Promise.all([pool.destroy(), ...retiring])
    },
  }
}
