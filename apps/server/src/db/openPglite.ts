import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { initPgliteDataDir } from './initPgliteDataDir'
import { PGLITE_DATE_PARSERS, type PgliteWorkerClient } from './pglite/PgliteWorkerClient'
import { startPgliteWorker } from './pglite/startPgliteWorker'
import { textKeptTypes } from './pgliteTextParsers'
import * as schema from './schema'
import type { Database, Db } from './types'

export type OpenPgliteParameters = {
  /** Directory of the database files; undefined keeps the database in memory (tests). */
  dataDir?: string
  /** In memory only: start from this dump (`PgliteDatabase.dump`) instead of a new database (tests' template). */
  loadDataDir?: Uint8Array
  /** Statements the worker keeps prepared (`PGLITE_PREPARED_STATEMENTS`, default 256; 0: none). */
  preparedStatements?: number
}

/** An embedded database, which can also be dumped whole. */
export type PgliteDatabase = Database & {
  /** The whole database as an uncompressed tarball (for `loadDataDir`). */
  dump(): Promise<Uint8Array>
}

/**
 * PGlite's buffer pool. PostgreSQL's default (128 MB) made PGlite about 225 MB of the server's RSS; 32 MB holds a
 * sandbox database many times over (pages it drops are read back from DATA_DIR/db through the OS file cache) and
 * takes about 125 MB (measured).
 */
export const PGLITE_SHARED_BUFFERS = '32MB'

/**
 * Statements PGlite's worker keeps prepared (`pgliteWorker.mjs` preparedStatements): planned once instead of on
 * every run. The app runs about 150 distinct statements; the least recently run past this is deallocated.
 */
const PGLITE_PREPARED_STATEMENTS = 256

/** What a PGlite database runs on: the worker thread's client, or a view of it that shares its worker. */
export type PgliteClient = Pick<
  PgliteWorkerClient,
  'query' | 'exec' | 'transaction' | 'listen' | 'dump' | 'close' | 'pendingRequests'
>

/**
 * Starts the embedded PostgreSQL (PGlite), file-backed or in memory, in a worker thread of this process: its
 * queries no longer hold the HTTP thread (sockets are read and connections accepted while the database works).
 */
export async function startPgliteClient({
  dataDir,
  loadDataDir,
  preparedStatements = PGLITE_PREPARED_STATEMENTS,
}: OpenPgliteParameters = {}): Promise<PgliteWorkerClient> {
  if (dataDir) await initPgliteDataDir(dataDir)
  return startPgliteWorker({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir && !dataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    textTypes: textKeptTypes(),
    preparedStatements,
  })
}

/** Opens the embedded PostgreSQL in a worker thread of this process (`startPgliteClient`). */
export async function openPglite(parameters: OpenPgliteParameters = {}): Promise<PgliteDatabase> {
  return pgliteDatabaseOn(await startPgliteClient(parameters))
}

/**
 * The database on a PGlite client. `schema`: the schema this database's tables are in, when the client's PGlite
 * holds others' too (the tests share one PGlite a worker, a schema a file): notifications of other schemas are
 * not this database's. Without it the process has one schema, and every notification is this database's.
 */
export function pgliteDatabaseOn(
  client: PgliteClient,
  { schema: ownSchema }: { schema?: string } = {},
): PgliteDatabase {
  const db = drizzle({ client: client as unknown as PGlite, schema }) as unknown as Db
  let closed = false
  return {
    kind: 'pglite',
    db,
    stats: () => ({ kind: 'pglite', pending: client.pendingRequests }),
    dump: () => client.dump(),
    // The payload is `<schema>:<id>` (the triggers' NOTIFY); the prefix is dropped.
    listen: async (channel, { onNotify }) => {
      const stop = await client.listen(channel, (payload) => {
        const colon = payload.indexOf(':')
        if (ownSchema === undefined || payload.slice(0, colon) === ownSchema)
          onNotify(payload.slice(colon + 1))
      })
      return async () => stop()
    },
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (sqlText) => {
            await tx.exec(sqlText)
          },
          query: async <Row extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
            (await tx.query<Row>(sqlText, params, { parsers: PGLITE_DATE_PARSERS })).rows,
        }),
      ),
    close: async () => {
      if (closed) return
      closed = true
      await client.close()
    },
  }
}
