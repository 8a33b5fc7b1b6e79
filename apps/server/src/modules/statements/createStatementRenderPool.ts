import { Piscina } from 'piscina'
import { AppError } from '../../errors'
import type { StatementRenderResult, StatementRenderTask } from './renderStatementWorker'

export type StatementRenderPool = {
  /** Renders in a worker thread (the result names it); 429 `statements_busy` when the queue is full. */
  render(task: StatementRenderTask): Promise<StatementRenderResult>
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
function workerFile(): { filename: string; execArgv: string[] } {
  const here = import.meta.url
  if (here.endsWith('.mjs')) return { filename: new URL('./statementWorker.mjs', here).href, execArgv: [] }
  return { filename: new URL('./renderStatementWorker.ts', here).href, execArgv: ['--import', 'tsx'] }
}

/**
 * The statement renders' worker pool (piscina): `workers` threads at most (started when needed, ended after a
 * minute idle), `queue` renders waiting at most; beyond, 429 `statements_busy`, so a burst of statements can
 * neither take the main thread nor pile up without bound.
 */
export function createStatementRenderPool({
  workers,
  queue,
}: {
  workers: number
  queue: number
}): StatementRenderPool {
  const { filename, execArgv } = workerFile()
  const pool = new Piscina<StatementRenderTask, StatementRenderResult>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: workers,
    maxQueue: queue,
    idleTimeout: 60_000,
  })
  const busy = () => new AppError('statements_busy', undefined, { retryAfterSeconds: BUSY_RETRY_AFTER_S })
  return {
    async render(task) {
      // Every thread busy and the queue full: refused before anything is queued.
      if (pool.queueSize >= queue) throw busy()
      try {
        return await pool.run(task)
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy()
        throw error
      }
    },
    queued: () => pool.queueSize,
    close: () => pool.destroy(),
  }
}
