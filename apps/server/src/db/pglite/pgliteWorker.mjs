// @ts-check
// The PGlite worker thread: owns the embedded PostgreSQL and answers the server thread's requests (the protocol
// is typed in workerProtocol.ts). Plain JavaScript with no imports of the project's TypeScript, so the thread
// runs without the TypeScript loader: loading tsx in the worker cost about 85 MB of RSS (measured), loading
// nothing but PGlite about what PGlite costs in the server's own thread. Type-checked by tsc (checkJs).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

/**
 * @typedef {import('./workerProtocol').PgliteWorkerData} PgliteWorkerData
 * @typedef {import('./workerProtocol').WorkerRequest} WorkerRequest
 * @typedef {import('./workerProtocol').SerializedError} SerializedError
 * @typedef {import('./workerProtocol').WorkerResponse} WorkerResponse
 * @typedef {import('./workerProtocol').WorkerReady} WorkerReady
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {import('@electric-sql/pglite').ParserOptions} ParserOptions
 * @typedef {{ tx: Transaction, finish(commit: boolean): void, settled: Promise<void> }} OpenTransaction
 */

/** Thrown into PGlite's transaction callback to make it roll back; not an error of the caller's. */
const ROLLBACK = Symbol('rollback')

/** @param {string} text */
const keepText = (text) => text

/**
 * A database error as data: its message plus PostgreSQL's fields (code, detail, constraint, table...).
 * @param {unknown} error
 * @returns {SerializedError}
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  /** @type {Record<string, string | number>} */
  const fields = {}
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'message' && key !== 'name' && (typeof value === 'string' || typeof value === 'number'))
      fields[key] = value
  }
  return { name: error.name, message: error.message, fields }
}

/**
 * Puts text-keeping parsers for `types` into the client's own table (given per query, PGlite copies its whole
 * table of about 320 parsers for that query) and returns PGlite's own parsers of those types.
 * @param {PGlite} client
 * @param {number[]} types
 * @returns {ParserOptions}
 */
function installTextParsers(client, types) {
  /** @type {ParserOptions} */
  const pgliteParsers = {}
  for (const type of types) {
    const parser = client.parsers[type]
    if (parser) pgliteParsers[type] = parser
    client.parsers[type] = keepText
  }
  return pgliteParsers
}

/** A statement is prepared the second time it runs: one run once (a migration, a test's setup) is not. */
const PREPARE_AT_RUN = 2
/** SQL texts counted towards PREPARE_AT_RUN at most (the count starts over past it). */
const COUNTED_MAX = 4096
/** PostgreSQL's codes of a prepared statement gone or out of date: dropped from the cache, run as text again. */
const STALE_STATEMENT = new Set(['26000', '0A000'])

/**
 * A statement's parameters as SQL literals for `EXECUTE` (PostgreSQL takes no bound parameters in a utility
 * statement): each the text PGlite would bind it as (a string itself, a number or bigint or boolean its
 * `toString`, a date its ISO form), quoted as a literal of unknown type, which PostgreSQL converts with the
 * parameter's type's input function exactly as it converts a bound text parameter; null is NULL. Undefined when
 * a parameter is anything else (an array, an object, bytes): that run goes as text.
 * @param {unknown[] | undefined} params
 * @returns {string[] | undefined}
 */
function literalsOf(params) {
  /** @type {string[]} */
  const literals = []
  for (const value of params ?? []) {
    if (value === null) literals.push('NULL')
    else if (typeof value === 'string') literals.push(`'${value.replaceAll("'", "''")}'`)
    else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      literals.push(`'${value.toString()}'`)
    else if (value instanceof Date && !Number.isNaN(value.getTime()))
      literals.push(`'${value.toISOString()}'`)
    else return undefined
  }
  return literals
}

/**
 * PGlite runs each query as an unnamed statement, so PostgreSQL plans it on every run: for the card history's
 * statement about 4 ms of planning against 1.6 ms of execution (EXPLAIN ANALYZE in PGlite), what the
 * PostgreSQL pool avoids with node-postgres's named statements. This keeps the statements run more than once
 * prepared (SQL `PREPARE`, its parameters typed from the text as an unnamed statement's are) and runs them as
 * `EXECUTE name('value', ...)` (literalsOf), so PostgreSQL's plan cache applies (a generic plan after five runs when it costs no
 * more). Statements are prepared only outside a transaction: PGlite is one session, and its query waits for an
 * open transaction to end, so a PREPARE that fails (a statement PREPARE does not take) never aborts a caller's
 * transaction; such a text is remembered and runs as it is. Results, errors and command tags are the
 * statement's own.
 * At most `max` statements are kept (the least recently run is deallocated past it); 0 keeps none.
 * @param {PGlite} client
 * @param {number} max
 */
function statementCache(client, max) {
  /** @type {Map<string, string | null>} text -> statement name, or null: not preparable. LRU order. */
  const prepared = new Map()
  /** @type {Map<string, number>} */
  const runs = new Map()
  /** @type {string[]} texts run in a transaction often enough, prepared at the next query outside one */
  const waiting = []
  /** @type {string[]} statements found stale inside a transaction, deallocated at the next query outside one */
  const dropped = []
  let nextName = 1

  /** @param {string} text */
  const prepare = async (text) => {
    if (prepared.has(text)) return
    const name = `cc_stmt_${nextName++}`
    try {
      await client.exec(`PREPARE ${name} AS ${text}`)
    } catch {
      prepared.set(text, null)
      return
    }
    prepared.set(text, name)
    if (prepared.size > max) {
      for (const [oldest, oldName] of prepared) {
        prepared.delete(oldest)
        if (oldName) await client.exec(`DEALLOCATE ${oldName}`).catch(() => undefined)
        break
      }
    }
  }

  /**
   * @param {PGlite | Transaction} executor
   * @param {boolean} outsideTransaction
   * @param {string} text
   * @param {unknown[] | undefined} params
   * @param {import('@electric-sql/pglite').QueryOptions} options
   */
  const query = async (executor, outsideTransaction, text, params, options) => {
    const name = prepared.get(text)
    const values = name ? literalsOf(params) : undefined
    if (name && values) {
      prepared.delete(text)
      prepared.set(text, name)
      try {
        return await executor.query(
          values.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${values.join(', ')})`,
          [],
          options,
        )
      } catch (error) {
        const code = /** @type {{ code?: unknown }} */ (error).code
        if (typeof code !== 'string' || !STALE_STATEMENT.has(code)) throw error
        prepared.delete(text)
        if (!outsideTransaction) {
          dropped.push(name)
          throw error
        }
        await client.exec(`DEALLOCATE ${name}`).catch(() => undefined)
        return executor.query(text, params, options)
      }
    }
    const result = await executor.query(text, params, options)
    if (name === undefined && max > 0) {
      const count = (runs.get(text) ?? 0) + 1
      if (runs.size >= COUNTED_MAX) runs.clear()
      runs.set(text, count)
      if (count >= PREPARE_AT_RUN) {
        runs.delete(text)
        if (outsideTransaction) await prepare(text)
        else if (waiting.length < max) waiting.push(text)
      }
    }
    if (outsideTransaction) {
      for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) await prepare(next)
      for (let stale = dropped.pop(); stale !== undefined; stale = dropped.pop())
        await client.exec(`DEALLOCATE ${stale}`).catch(() => undefined)
    }
    return result
  }
  return { query }
}

/**
 * @param {import('node:worker_threads').MessagePort} port
 * @param {PgliteWorkerData} data
 */
async function serve(port, { dataDir, loadDataDir, startParams, textTypes, preparedStatements }) {
  /** @type {PGlite} */
  let client
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
      startParams,
    })
  } catch (error) {
    port.postMessage(/** @type {WorkerReady} */ ({ ready: false, error: serializeError(error) }))
    return
  }
  const pgliteParsers = installTextParsers(client, textTypes)
  const statements = statementCache(client, preparedStatements)
  /** @type {Map<number, OpenTransaction>} */
  const transactions = new Map()
  let nextTransaction = 1

  /** @param {number | undefined} tx */
  const executorOf = (tx) => {
    if (tx === undefined) return client
    const open = transactions.get(tx)
    if (!open) throw new Error(`transaction ${tx} is not open`)
    return open.tx
  }

  /** @returns {Promise<number>} */
  const begin = () =>
    new Promise((begun, failed) => {
      const id = nextTransaction++
      let started = false
      /** @type {Promise<void>} */
      const settled = client
        .transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              started = true
              transactions.set(id, {
                tx,
                finish: (yes) => (yes ? commit(undefined) : rollback(ROLLBACK)),
                settled,
              })
              begun(id)
            }),
        )
        .then(() => undefined)
      settled.catch((error) => {
        if (!started) failed(error)
      })
    })

  /**
   * @param {number} id
   * @param {boolean} commit
   */
  const end = async (id, commit) => {
    const open = transactions.get(id)
    if (!open) throw new Error(`transaction ${id} is not open`)
    transactions.delete(id)
    open.finish(commit)
    try {
      await open.settled
    } catch (error) {
      if (error !== ROLLBACK) throw error
    }
  }

  /**
   * @param {WorkerRequest} request
   * @returns {Promise<unknown>}
   */
  const handle = async (request) => {
    switch (request.op) {
      case 'query':
        return statements.query(
          executorOf(request.tx),
          request.tx === undefined,
          request.sql,
          request.params,
          {
            rowMode: request.rowMode,
            ...(request.parsers === 'pglite' ? { parsers: pgliteParsers } : {}),
          },
        )
      case 'exec':
        return executorOf(request.tx).exec(request.sql)
      case 'begin':
        return begin()
      case 'end':
        return end(request.tx, request.commit)
      case 'listen':
        await client.listen(request.channel, (payload) =>
          port.postMessage(
            /** @type {import('./workerProtocol').WorkerNotification} */ ({
              notification: true,
              channel: request.channel,
              payload,
            }),
          ),
        )
        return undefined
      case 'close':
        await client.close()
        return undefined
      case 'dump': {
        const tarball = await client.dumpDataDir('none')
        return new Uint8Array(await tarball.arrayBuffer())
      }
    }
  }

  port.on('message', (/** @type {WorkerRequest} */ request) => {
    handle(request).then(
      (value) => port.postMessage(/** @type {WorkerResponse} */ ({ id: request.id, ok: true, value })),
      (error) =>
        port.postMessage(
          /** @type {WorkerResponse} */ ({ id: request.id, ok: false, error: serializeError(error) }),
        ),
    )
  })
  port.postMessage(/** @type {WorkerReady} */ ({ ready: true }))
}

if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread (startPgliteWorker)')
await serve(parentPort, /** @type {PgliteWorkerData} */ (workerData))
