import type { Database, LockSession } from '../../db'

/**
 * Who runs a singleton job (one watcher per chain, settlement, membership...) across every process on one
 * database: the process holding the job's lock. On PostgreSQL that is a session advisory lock on a connection
 * of its own, which the database releases the moment the process dies (no lease to wait out after a
 * `kill -9`); on PGlite (one process) an in-memory claim.
 */
export type JobLocks = {
  /** True when this holder has the job's lock now (taking it when free). Never waits for another holder. */
  hold(name: string): Promise<boolean>
  /** Gives one job's lock up (another process takes over on its next round). */
  release(name: string): Promise<void>
  /** Gives every lock up (shutdown). */
  releaseAll(): Promise<void>
}

// PGlite: one process, so claims live here, per open database (two runners of one process still exclude
// each other, as two processes would on PostgreSQL).
const claims = new WeakMap<Database, Map<string, symbol>>()

export type JobLocksOptions = {
  /** How often a held lock's session is asked whether it is still there (at most), in ms. */
  verifyEveryMs?: number
  /** How long that question may take before the session counts as lost, in ms. */
  verifyTimeoutMs?: number
}

/**
 * The job locks of one holder (a job runner) on `database`. A lock held is taken for still held only while its
 * session answers: every `verifyEveryMs` the session is asked, and a session that does not answer within
 * `verifyTimeoutMs` (its connection dropped without a word) loses every lock here, so this process stops
 * running the jobs another process may take over once the database lets the dead session go.
 */
export function createJobLocks(database: Database, options: JobLocksOptions = {}): JobLocks {
  if (!database.openLockSession) return memoryLocks(database)
  const { verifyEveryMs = 5_000, verifyTimeoutMs = 5_000 } = options
  const open = database.openLockSession
  let session: LockSession | null = null
  let opening: Promise<LockSession> | null = null
  let verifiedAt = 0
  const held = new Set<string>()
  const current = async (): Promise<LockSession> => {
    if (session?.alive) return session
    // A lost connection took every lock with it: this holder holds nothing until it takes them again.
    held.clear()
    session = null
    opening ??= open().finally(() => {
      opening = null
    })
    session = await opening
    return session
  }
  return {
    async hold(name) {
      const s = await current()
      if (held.has(name)) {
        if (Date.now() - verifiedAt < verifyEveryMs) return true
        if (await s.ping(verifyTimeoutMs)) {
          verifiedAt = Date.now()
          return true
        }
        held.clear()
        return false
      }
      if (!(await s.tryLock(name))) return false
      held.add(name)
      verifiedAt = Date.now()
      return true
    },
    async release(name) {
      if (!held.delete(name) || !session?.alive) return
      await session.unlock(name).catch(() => {})
    },
    async releaseAll() {
      held.clear()
      const s = session
      session = null
      await s?.close()
    },
  }
}

function memoryLocks(database: Database): JobLocks {
  const me = Symbol('job-locks holder')
  let table = claims.get(database)
  if (!table) {
    table = new Map()
    claims.set(database, table)
  }
  const mine = table
  return {
    async hold(name) {
      const holder = mine.get(name)
      if (holder && holder !== me) return false
      mine.set(name, me)
      return true
    },
    async release(name) {
      if (mine.get(name) === me) mine.delete(name)
    },
    async releaseAll() {
      for (const [name, holder] of mine) if (holder === me) mine.delete(name)
    },
  }
}
