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

/**
 * @param {import('node:worker_threads').MessagePort} port
 * @param {PgliteWorkerData} data
 */
async function serve(port, { dataDir, loadDataDir, startParams, textTypes }) {
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
        return executorOf(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          ...(request.parsers === 'pglite' ? { parsers: pgliteParsers } : {}),
        })
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
