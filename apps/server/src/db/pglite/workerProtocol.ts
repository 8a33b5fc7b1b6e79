/**
 * Messages between the server's thread and the PGlite worker thread (`pgliteWorker.mjs`). Everything crosses by
 * structured clone: SQL text, parameters and rows (strings, numbers, bigints, Dates, Uint8Arrays, JSON), never
 * functions, so the worker applies the type parsers itself (`ParsersMode`).
 */

/**
 * `text`: date, time and interval types (and numeric[]) come back as their text, as drizzle-orm asks with every
 * query (it parses them itself); `pglite`: PGlite's own parsers (Dates), for raw queries (the migration runner).
 */
export type ParsersMode = 'text' | 'pglite'

export type PgliteWorkerData = {
  /** Directory of an initialised database; undefined keeps the database in memory. */
  dataDir?: string
  /** An in-memory database starts from this dump (`dump`'s tarball) instead of a new initdb. */
  loadDataDir?: Uint8Array
  startParams: string[]
  /** Type OIDs whose text is kept as text (`ParsersMode` 'text'); see pgliteTextParsers.ts. */
  textTypes: number[]
  /** Statements kept prepared at most (0: none; each query is planned on every run). */
  preparedStatements: number
}

export type WorkerRequest =
  | {
      id: number
      op: 'query'
      /** The transaction it runs in (from `begin`); absent outside transactions. */
      tx?: number
      sql: string
      params: unknown[]
      rowMode: 'array' | 'object'
      parsers: ParsersMode
    }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  /** Opens a transaction; answered with its number once PGlite has begun it. */
  | { id: number; op: 'begin' }
  /** Commits (`commit: true`) or rolls back transaction `tx`; answered once PGlite has done so. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** The whole database as an uncompressed tarball (PGlite's dumpDataDir), answered as a Uint8Array. */
  | { id: number; op: 'dump' }
  /** LISTENs on `channel`: every notification on it is posted as a `WorkerNotification`. */
  | { id: number; op: 'listen'; channel: string }

/** A database error as data: its message plus PostgreSQL's fields (code, detail, constraint, table...). */
export type SerializedError = { name: string; message: string; fields: Record<string, string | number> }

export type WorkerResponse =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }

/** A NOTIFY the database delivered on a channel the server thread listens on (not an answer: no `id`). */
export type WorkerNotification = { notification: true; channel: string; payload: string }

/** The worker's first message: the database is open, or it could not be opened. */
export type WorkerReady = { ready: true } | { ready: false; error: SerializedError }

/** An Error on the server's side with the database's message and fields (its stack is the caller's). */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message)
  Object.assign(error, serialized.fields)
  if (serialized.name !== 'Error') error.name = serialized.name
  return error
}
