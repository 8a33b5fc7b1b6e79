import type { Database } from '../../db'
import { createJobLocks, type JobLocks } from './jobLocks'

export type SingletonJob = {
  /** Lock name: one process at a time runs a job of this name (e.g. `watcher:31337`). */
  name: string
  intervalMs: number
  /** One round of the job; `signal` aborts waits when the runner stops (finish or give up at a safe point). */
  run: (signal: AbortSignal) => Promise<void>
  /** Told when a round failed (metrics, status); the runner also logs it through onError. */
  onFailure?: (error: unknown) => void | Promise<void>
}

export type JobRunnerOptions = {
  database: Database
  onError?: (error: unknown, job: string) => void
  /** Told when this process takes a job's lock (it runs the job from now on) and when it no longer has it. */
  onLock?: (job: string, held: boolean) => void
}

export type JobRunner = {
  /** Starts the timers: every job tries a round every `intervalMs` (only the lock holder runs it). */
  start(): void
  /**
   * Runs one round of every job (or of those `names` lists) that starts now (after any round in flight),
   * honouring the locks.
   */
  runOnce(names?: readonly string[]): Promise<void>
  /**
   * Asks for a round of `name` soon (a new block, say): it starts as soon as no round of it is in flight,
   * at most one waits, so a burst of triggers makes one extra round.
   */
  trigger(name: string): void
  /** True when this runner holds the lock of `name` (as of its last round). */
  holds(name: string): boolean
  /** Stops the timers, aborts waits, waits for rounds in flight, gives every lock up. */
  stop(): Promise<void>
}

/**
 * Periodic singleton jobs over job locks (jobLocks): each process runs the loop, and for each job only the
 * lock holder does the work, so there is one active scanner per chain however many processes run against
 * the database; when the holder dies (PostgreSQL ends its session) another process takes over on its next
 * round. State lives in the database (cursors, payments), so a restart resumes where the last one stopped.
 */
export function createJobRunner(jobs: readonly SingletonJob[], options: JobRunnerOptions): JobRunner {
  const locks: JobLocks = createJobLocks(options.database)
  const byName = new Map(jobs.map((job) => [job.name, job]))
  const timers = new Map<string, NodeJS.Timeout>()
  const running = new Map<string, Promise<void>>()
  const queued = new Set<string>()
  const holding = new Set<string>()
  let abort = new AbortController()
  let stopped = true

  /** Runs the job unless a round of it is in flight (then returns that round). */
  async function runJob(job: SingletonJob): Promise<void> {
    const inFlight = running.get(job.name)
    if (inFlight) return inFlight
    return startRound(job)
  }

  /** A round that starts after this call: waits out a round in flight (it may have read the chain too early). */
  async function runFreshRound(job: SingletonJob): Promise<void> {
    for (let inFlight = running.get(job.name); inFlight; inFlight = running.get(job.name)) await inFlight
    return startRound(job)
  }

  function startRound(job: SingletonJob): Promise<void> {
    const promise = (async () => {
      const { signal } = abort
      try {
        if (!(await locks.hold(job.name))) {
          if (holding.delete(job.name)) options.onLock?.(job.name, false)
          return
        }
        if (!holding.has(job.name)) {
          holding.add(job.name)
          options.onLock?.(job.name, true)
        }
        await job.run(signal)
      } catch (error) {
        if (signal.aborted) return
        options.onError?.(error, job.name)
        await Promise.resolve(job.onFailure?.(error)).catch(() => {})
      }
    })().finally(() => running.delete(job.name))
    running.set(job.name, promise)
    return promise
  }

  function schedule(job: SingletonJob): void {
    if (stopped) return
    const timer = setTimeout(() => {
      void runJob(job).finally(() => schedule(job))
    }, job.intervalMs)
    timer.unref()
    timers.set(job.name, timer)
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      for (const job of jobs) schedule(job)
    },
    async runOnce(names) {
      const chosen = names === undefined ? jobs : jobs.filter((job) => names.includes(job.name))
      await Promise.all(chosen.map((job) => runFreshRound(job)))
    },
    trigger(name) {
      const job = byName.get(name)
      if (!job || stopped || queued.has(name)) return
      queued.add(name)
      void (async () => {
        for (let inFlight = running.get(name); inFlight; inFlight = running.get(name)) await inFlight
        queued.delete(name) // a trigger from now on asks for the round after this one
        await startRound(job)
      })()
    },
    holds: (name) => holding.has(name),
    async stop() {
      stopped = true
      abort.abort()
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...running.values()])
      holding.clear()
      await locks.releaseAll().catch(() => {})
      abort = new AbortController() // runOnce after stop (tests, tools) runs with a live signal
    },
  }
}
