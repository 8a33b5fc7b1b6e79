import type { Worker } from 'node:worker_threads'
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite'
import { isDrizzlesTextParsers } from '../pgliteTextParsers'
import {
  deserializeError,
  type ParsersMode,
  type WorkerNotification,
  type WorkerRequest,
  type WorkerResponse,
} from './workerProtocol'

type Pending = { resolve(value: unknown): void; reject(error: Error): void }
type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never

/** What runs SQL on the worker's database: the client itself, or one open transaction of it. */
type PgliteWorkerExecutor = {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<Row>>
  exec(sql: string): Promise<Results[]>
}

export type PgliteWorkerTransaction = PgliteWorkerExecutor & {
  /** PGlite's Transaction.rollback: ends the transaction now; the callback's result is then not committed. */
  rollback(): Promise<void>
  readonly closed: boolean
}

/**
 * PGlite's query/exec/transaction surface (what drizzle-orm's PGlite driver and the migration runner use), served
 * by a worker thread: the database's work (WASM and the protocol parsing around it, about 60% of a request's
 * CPU measured on GET /api/card) runs beside the HTTP thread instead of on it.
 */
export class PgliteWorkerClient implements PgliteWorkerExecutor {
  readonly #worker: Worker
  readonly #pending = new Map<number, Pending>()
  readonly #listeners = new Map<string, Set<(payload: string) => void>>()
  #nextId = 1
  #stopped: Error | undefined

  constructor(worker: Worker) {
    this.#worker = worker
    worker.on('message', (message: WorkerResponse | WorkerNotification) => {
      if ('notification' in message) {
        for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload)
        return
      }
      const response = message
      const pending = this.#pending.get(response.id)
      if (!pending) return
      this.#pending.delete(response.id)
      this.#refWhileBusy()
      if (response.ok) pending.resolve(response.value)
      else pending.reject(deserializeError(response.error))
    })
    const stop = (error: Error) => {
      this.#stopped ??= error
      for (const pending of this.#pending.values()) pending.reject(this.#stopped)
      this.#pending.clear()
    }
    worker.on('error', (error) =>
      stop(new Error(`the PGlite worker failed: ${error.message}`, { cause: error })),
    )
    worker.on('exit', (code) => stop(new Error(`the PGlite worker stopped (exit code ${code})`)))
    this.#refWhileBusy()
  }

  query<Row = Record<string, unknown>>(sql: string, params: unknown[] = [], options?: QueryOptions) {
    return this.#queryIn<Row>(undefined, sql, params, options)
  }

  /** Requests sent to the worker and not answered yet (the queue depth, the running statement included). */
  get pendingRequests(): number {
    return this.#pending.size
  }

  exec(sql: string) {
    return this.#request({ op: 'exec', sql }) as Promise<Results[]>
  }

  /** Runs `callback` in one transaction: committed if it resolves (and did not roll back), rolled back if it throws. */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number
    let closed = false
    const open = () => {
      if (closed) throw new Error('Transaction is closed')
    }
    /** Commits or rolls back once; later calls do nothing. */
    const finish = async (commit: boolean) => {
      if (closed) return
      closed = true
      await this.#request({ op: 'end', tx: id, commit })
    }
    const tx: PgliteWorkerTransaction = {
      query: async <Row>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        open()
        return this.#queryIn<Row>(id, sql, params, options)
      },
      exec: async (sql: string) => {
        open()
        return (await this.#request({ op: 'exec', tx: id, sql })) as Results[]
      },
      rollback: async () => {
        open()
        await finish(false)
      },
      get closed() {
        return closed
      },
    }
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      await finish(false)
      throw error
    }
    await finish(true)
    return result
  }

  /**
   * Calls `listener` with the payload of every NOTIFY on `channel` (delivered at commit, as PostgreSQL does).
   * Returns the function that stops it.
   */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => void> {
    let listeners = this.#listeners.get(channel)
    if (!listeners) {
      listeners = new Set()
      this.#listeners.set(channel, listeners)
      await this.#request({ op: 'listen', channel })
    }
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  /** The whole database as an uncompressed tarball, to start another in-memory database from (`loadDataDir`). */
  async dump(): Promise<Uint8Array> {
    return (await this.#request({ op: 'dump' })) as Uint8Array
  }

  /** Closes the database and stops the worker. */
  async close(): Promise<void> {
    if (this.#stopped) return
    await this.#request({ op: 'close' })
    await this.#worker.terminate()
  }

  async #queryIn<Row>(
    tx: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ) {
    return (await this.#request({
      op: 'query',
      ...(tx === undefined ? {} : { tx }),
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      parsers: parsersMode(options?.parsers),
    })) as Results<Row>
  }

  #request(body: RequestBody): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#refWhileBusy()
      this.#worker.postMessage({ ...body, id } as WorkerRequest)
    })
  }

  /** The worker keeps the process alive only while an answer is awaited (an idle open database does not). */
  #refWhileBusy() {
    if (this.#pending.size > 0) this.#worker.ref()
    else this.#worker.unref()
  }
}

/**
 * Passed as a query's `parsers`: PGlite's own parsers for the types a server keeps as text (Dates instead of
 * text; see pgliteTextParsers.ts). Parser functions of a caller's own cannot cross to the worker thread.
 */
export const PGLITE_DATE_PARSERS: ParserOptions = Object.freeze({}) as ParserOptions

function parsersMode(parsers: ParserOptions | undefined): ParsersMode {
  if (parsers === undefined || isDrizzlesTextParsers(parsers)) return 'text'
  if (parsers === PGLITE_DATE_PARSERS) return 'pglite'
  throw new Error(
    "PGlite runs in a worker thread: a query can take drizzle's text parsers or PGLITE_DATE_PARSERS, not functions of its own",
  )
}
