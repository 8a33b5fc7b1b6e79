import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeLithic = {
  url: string
  /** The card transactions Lithic's books hold (each with its `created`); tests add and change them. */
  transactions: Record<string, unknown>[]
  /** Every request, as `METHOD /path?query`. */
  requests: string[]
  /** The `recover` calls of event subscriptions: token, begin, end. */
  recoveries: { subscription: string; begin: string | null; end: string | null }[]
  stop(): Promise<void>
}

/** Items per page, whatever is asked: small, so every listing of more than two pages on. */
const PAGE = 2

/**
 * A local stand-in for Lithic's API at the SDK's base URL (the system's edge), with the data a test controls:
 * `GET /v1/transactions` lists the transactions created in `[begin, end)`, oldest first, a cursor page of two
 * at a time (`starting_after`, `has_more`), as the definition's `CursorPage` does (by creation time only: a
 * transaction changed later is listed on its first day, as Lithic's `begin`/`end` filter does); `GET
 * /v1/transactions/{token}` answers one by its token (404 when it holds none); `POST
 * /v1/event_subscriptions/{token}/recover` records the window asked (202). Anything else is 404.
 */
export async function startFakeLithic(): Promise<FakeLithic> {
  const fake: Omit<FakeLithic, 'url' | 'stop'> = { transactions: [], requests: [], recoveries: [] }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    fake.requests.push(`${request.method} ${url.pathname}${url.search}`)
    const send = (status: number, body?: unknown) => {
      if (body === undefined) return response.writeHead(status).end()
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    request.resume()
    if (request.method === 'GET' && url.pathname === '/v1/transactions') {
      const begin = url.searchParams.get('begin')
      const end = url.searchParams.get('end')
      const inWindow = fake.transactions
        .filter((t) => {
          const created = String(t.created)
          return (!begin || created >= begin) && (!end || created < end)
        })
        .sort((a, b) => String(a.created).localeCompare(String(b.created)))
      const after = url.searchParams.get('starting_after')
      const from = after ? inWindow.findIndex((t) => t.token === after) + 1 : 0
      const data = inWindow.slice(from, from + PAGE)
      return send(200, { data, has_more: from + PAGE < inWindow.length })
    }
    const one = /^\/v1\/transactions\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && one) {
      const token = decodeURIComponent(one[1]!)
      const found = fake.transactions.find((t) => t.token === token)
      return found ? send(200, found) : send(404, { message: 'transaction not found' })
    }
    const recover = /^\/v1\/event_subscriptions\/([^/]+)\/recover$/.exec(url.pathname)
    if (request.method === 'POST' && recover) {
      fake.recoveries.push({
        subscription: decodeURIComponent(recover[1]!),
        begin: url.searchParams.get('begin'),
        end: url.searchParams.get('end'),
      })
      return send(202) // the definition's answer: 202, no body
    }
    return send(404, { message: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
