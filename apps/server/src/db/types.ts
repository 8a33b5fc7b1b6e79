import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

type Schema = typeof schema

/** Drizzle over either driver (PGlite or node-postgres). Repositories take this or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** A Drizzle transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What a repository function runs its SQL on: the database or an open transaction. */
export type Executor = Db | Tx

/** One raw SQL connection inside a transaction (used by the migration runner, which needs multi-statement SQL). */
export type RawTransaction = {
  /** Runs SQL text that may hold several statements; no parameters. */
  exec(sqlText: string): Promise<void>
  query<Row extends Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>
}

/**
 * A connection of its own that holds session advisory locks (PostgreSQL): the database releases them when the
 * connection ends, so a process that dies gives its locks up at once.
 */
export type LockSession = {
  /** Takes the lock if it is free; true when this session holds it now. Never waits. */
  tryLock(key: string): Promise<boolean>
  unlock(key: string): Promise<void>
  /** True until the connection is lost; every lock is gone with it. */
  readonly alive: boolean
  /**
   * Asks the database over this session's connection. An answer within `timeoutMs` proves the session (and so
   * every lock it took) is still there; no answer (a connection dropped silently, e.g. by a firewall) ends the
   * session here: it is not alive any more and its locks count as lost.
   */
  ping(timeoutMs: number): Promise<boolean>
  close(): Promise<void>
}

/** What `Database.listen` calls. */
export type NotificationHandlers = {
  /** A notification of this database's schema, its payload without the `<schema>:` prefix. */
  onNotify(payload: string): void
  /**
   * The listening connection was lost and is listening again: notifications in between were missed (read
   * what they would have announced from the tables).
   */
  onReconnect?(): void
}

/** How busy the database connection is (the metrics plugin publishes it). */
type DatabaseStats =
  /** node-postgres pool: connections open, of them idle, and queries waiting for a connection. */
  | { kind: 'postgres'; total: number; idle: number; waiting: number; max: number }
  /** postgres.js pool (`DATABASE_DRIVER=postgres`): its size only (it publishes no state). */
  | { kind: 'postgres-js'; max: number }
  /** PGlite worker: statements sent to the worker and not answered yet (the running one included). */
  | { kind: 'pglite'; pending: number }

export type Database = {
  kind: 'pglite' | 'postgres'
  stats(): DatabaseStats
  db: Db
  /**
   * Opens a lock session (PostgreSQL only: PGlite is one process, whose job locks are held in memory).
   */
  openLockSession?: () => Promise<LockSession>
  /**
   * LISTENs on `channel` (PostgreSQL: one dedicated connection, reconnected when lost; PGlite: in process).
   * Payloads are `<schema>:<text>`: only this database's schema's reach `onNotify`. Resolves once listening;
   * the function it resolves to stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>
  /** Runs `fn` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  rawTransaction<T>(fn: (tx: RawTransaction) => Promise<T>): Promise<T>
  close(): Promise<void>
}
