import type { Database } from '../../db'

const wakers = new WeakMap<Database, Map<string, () => void>>()

/**
 * Lets a request ask for a round of a job now (a mail to send, say) without holding the job: the process that
 * runs the job registers its trigger here; in a process that runs no job (ROLE=api) the wake is a no-op, as a
 * trigger of a stopped job is. Returns the unregistration.
 */
export function onWake(database: Database, job: string, wake: () => void): () => void {
  let byJob = wakers.get(database)
  if (!byJob) {
    byJob = new Map()
    wakers.set(database, byJob)
  }
  byJob.set(job, wake)
  return () => {
    if (byJob.get(job) === wake) byJob.delete(job)
  }
}

/** Asks for a round of `job` soon, in this process, if this process runs it. */
export function wakeJob(database: Database, job: string): void {
  wakers.get(database)?.get(job)?.()
}
