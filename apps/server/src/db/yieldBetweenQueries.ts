import type { PGlite } from '@electric-sql/pglite'

/**
 * PGlite runs in the server's thread, and a query's work is synchronous WASM resumed from promise callbacks:
 * once requests queue up for the database, the whole queue runs in one turn of the event loop, and nothing
 * else happens meanwhile (sockets are not read, and libuv accepts one new connection per turn: measured, 44
 * connections waited up to 6 s to be accepted under 50 concurrent requests). Statements (and transactions)
 * are therefore run one per turn, in arrival order: the next starts from a `setImmediate` after the previous
 * settled, so I/O gets its turn in between.
 */
export function yieldBetweenQueries(client: PGlite): void {
  let tail: Promise<unknown> = Promise.resolve()
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(nextTurn).then(run)
    tail = result.catch(() => undefined)
    return result
  }
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query']
  client.exec = ((...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args))) as PGlite['exec']
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    inTurn(() => transaction(...args))) as PGlite['transaction']
}
