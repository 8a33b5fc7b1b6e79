import { randomUUID } from 'node:crypto'
import type { Db } from '../db'
import { acquireLease, releaseLease } from './acquireLease'

export type SingletonJob = {
  /** Lease name: one process at a time runs a job of this name (e.g. `watcher:31337`). */
  name: string
  intervalMs: number
  run: () => Promise<void>
}

export type JobRunnerOptions = {
  db: Db
  now: () => Date
  /** A lease lasts this long unless renewed; a crashed holder is replaced after it (default 30 s). */
  leaseTtlMs?: number
  onError?: (error: unknown, job: string) => void
}

export type JobRunner = {
  readonly holder: string
  start(): void
  /** Runs one round of every job that starts now (after any round in flight), honouring leases. */
  runOnce(): Promise<void>
  stop(): Promise<void>
}

/**
 * Periodic singleton jobs over a lease table: each process runs the loop, and for each job only the
 * holder of its lease does the work, so there is one active scanner per chain however many API processes
 * run against the database. State lives in the database (cursors, payments), so a restart resumes.
 */
export function createJobRunner(jobs: readonly SingletonJob[], options: JobRunnerOptions): JobRunner {
  const holder = `${process.pid}:${randomUUID()}`
  const ttl = options.leaseTtlMs ?? 30_000
  const timers = new Map<string, NodeJS.Timeout>()
  const running = new Map<string, Promise<void>>()
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
      try {
        if (!(await acquireLease(options.db, job.name, holder, options.now(), ttl))) return
        await job.run()
      } catch (error) {
        options.onError?.(error, job.name)
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
    holder,
    start() {
      if (!stopped) return
      stopped = false
      for (const job of jobs) schedule(job)
    },
    async runOnce() {
      await Promise.all(jobs.map((job) => runFreshRound(job)))
    },
    async stop() {
      stopped = true
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...running.values()])
      for (const job of jobs) await releaseLease(options.db, job.name, holder).catch(() => {})
    },
  }
}
