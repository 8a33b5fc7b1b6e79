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
  /** Settlement reports by report date: the summary and the detail rows (a day without one answers 404). */
  settlementReports: Record<string, { summary: Record<string, unknown>; details: Record<string, unknown>[] }>
  /** The program's financial accounts, and each one's balances by its token. */
  financialAccounts: Record<string, unknown>[]
  balances: Record<string, Record<string, unknown>[]>
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
 * /v1/event_subscriptions/{token}/recover` records the window asked (202); `GET
 * /v1/reports/settlement/summary/{date}` and `.../details/{date}` (paged like the transactions, by token)
 * answer the day's report (404 for a day without one, as Lithic's sandbox does for every day); `GET
 * /v1/financial_accounts` lists the accounts (filtered by `type`) and `.../{token}/balances` their balances.
 * Anything else is 404.
 */
export async function startFakeLithic(): Promise<FakeLithic> {
  const fake: Omit<FakeLithic, 'url' | 'stop'> = {
    transactions: [],
    requests: [],
    recoveries: [],
    settlementReports: {},
    financialAccounts: [],
    balances: {},
  }
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
    const report = /^\/v1\/reports\/settlement\/(summary|details)\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && report) {
      const found = fake.settlementReports[decodeURIComponent(report[2]!)]
      if (!found) return send(404, { message: 'report not found' })
      if (report[1] === 'summary') return send(200, found.summary)
      const after = url.searchParams.get('starting_after')
      const from = after ? found.details.findIndex((d) => d.token === after) + 1 : 0
      return send(200, {
        data: found.details.slice(from, from + PAGE),
        has_more: from + PAGE < found.details.length,
      })
    }
    if (request.method === 'GET' && url.pathname === '/v1/financial_accounts') {
      const type = url.searchParams.get('type')
      return send(200, {
        data: fake.financialAccounts.filter((a) => !type || a.type === type),
        has_more: false,
      })
    }
    const balances = /^\/v1\/financial_accounts\/([^/]+)\/balances$/.exec(url.pathname)
    if (request.method === 'GET' && balances) {
      return send(200, { data: fake.balances[decodeURIComponent(balances[1]!)] ?? [], has_more: false })
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
