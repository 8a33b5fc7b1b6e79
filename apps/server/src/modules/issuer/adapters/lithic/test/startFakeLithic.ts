import { randomUUID } from 'node:crypto'
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
  /** The program's Auth Rules v2, as Lithic keeps them (created as drafts, enforced once promoted). */
  authRules: Record<string, unknown>[]
  /** Every `POST /v1/account_holders` body, with its Idempotency-Key. */
  accountHolderRequests: { idempotencyKey: string | undefined; body: Record<string, unknown> }[]
  /** The refusal account holder creations get while set (status and Lithic's message); null: accepted. */
  accountHolderRefusal: { status: number; message: string } | null
  stop(): Promise<void>
}

/** Items per page, whatever is asked: small, so every listing of more than two pages on. */
const PAGE = 2

/** A request's JSON body (an empty body: {}). */
async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

/**
 * Auth Rules v2 as Lithic keeps them: a created rule is a draft (no current version, INACTIVE) until promoted;
 * a draft on an existing rule waits beside its current version; promote makes the draft current and the rule
 * ACTIVE; PATCH `state: INACTIVE` turns it off. Listed a page of two at a time.
 */
function answerAuthRules(
  rules: Record<string, unknown>[],
  method: string,
  url: URL,
  body: Record<string, unknown>,
  send: (status: number, body?: unknown) => void,
) {
  const [, , , token, verb] = url.pathname.split('/')
  const rule = token ? rules.find((r) => r.token === token) : undefined
  if (token && !rule) return send(404, { message: 'auth rule not found' })
  const version = (parameters: unknown, n: number) => ({ parameters, version: n })
  const versionOf = (r: Record<string, unknown>) =>
    ((r.current_version ?? r.draft_version) as { version?: number } | null)?.version ?? 0
  if (method === 'GET' && !token) {
    const after = url.searchParams.get('starting_after')
    const from = after ? rules.findIndex((r) => r.token === after) + 1 : 0
    return send(200, { data: rules.slice(from, from + PAGE), has_more: from + PAGE < rules.length })
  }
  if (method === 'POST' && !token) {
    const created = {
      token: randomUUID(),
      state: 'INACTIVE',
      program_level: body.program_level === true,
      card_tokens: [],
      account_tokens: [],
      business_account_tokens: [],
      excluded_card_tokens: [],
      type: body.type,
      name: body.name ?? null,
      event_stream: body.event_stream ?? 'AUTHORIZATION',
      lithic_managed: false,
      current_version: null,
      draft_version: { ...version(body.parameters, 1), state: 'SHADOWING', error: null },
    }
    rules.push(created)
    return send(201, created)
  }
  if (method === 'POST' && rule && verb === 'draft') {
    rule.draft_version = { ...version(body.parameters, versionOf(rule) + 1), state: 'SHADOWING', error: null }
    return send(200, rule)
  }
  if (method === 'POST' && rule && verb === 'promote') {
    const draft = rule.draft_version as { parameters: unknown; version: number } | null
    if (!draft) return send(400, { message: 'no draft to promote' })
    // Lithic adds defaults of its own to what it keeps (a velocity limit's empty filters).
    const parameters =
      rule.type === 'VELOCITY_LIMIT' ? { filters: null, ...(draft.parameters as object) } : draft.parameters
    rule.current_version = version(parameters, draft.version)
    rule.draft_version = null
    rule.state = 'ACTIVE'
    return send(200, rule)
  }
  if (method === 'PATCH' && rule && !verb) {
    if (body.state === 'INACTIVE') rule.state = 'INACTIVE'
    if (body.name !== undefined) rule.name = body.name
    return send(200, rule)
  }
  return send(404, { message: 'not found' })
}

/**
 * A local stand-in for Lithic's API at the SDK's base URL (the system's edge), with the data a test controls:
 * `GET /v1/transactions` lists the transactions created in `[begin, end)`, oldest first, a cursor page of two
 * at a time (`starting_after`, `has_more`), as the definition's `CursorPage` does (by creation time only: a
 * transaction changed later is listed on its first day, as Lithic's `begin`/`end` filter does); `GET
 * /v1/transactions/{token}` answers one by its token (404 when it holds none); `POST
 * /v1/event_subscriptions/{token}/recover` records the window asked (202); `GET
 * /v1/reports/settlement/summary/{date}` and `.../details/{date}` (paged like the transactions, by token)
 * answer the day's report (404 for a day without one, as Lithic's sandbox does for every day); `GET
 * /v1/financial_accounts` lists the accounts (filtered by `type`) and `.../{token}/balances` their balances;
 * `/v2/auth_rules` keeps the program's Auth Rules v2 (`answerAuthRules`); `POST /v1/account_holders` records the
 * body and accepts the person, or answers the refusal a test set (`accountHolderRefusal`). Anything else
 * is 404.
 */
export async function startFakeLithic(): Promise<FakeLithic> {
  const fake: Omit<FakeLithic, 'url' | 'stop'> = {
    transactions: [],
    requests: [],
    recoveries: [],
    settlementReports: {},
    financialAccounts: [],
    balances: {},
    authRules: [],
    accountHolderRequests: [],
    accountHolderRefusal: null,
  }
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    fake.requests.push(`${request.method} ${url.pathname}${url.search}`)
    const send = (status: number, body?: unknown) => {
      if (body === undefined) return response.writeHead(status).end()
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    const readsBody = url.pathname.startsWith('/v2/auth_rules') || url.pathname === '/v1/account_holders'
    if (!readsBody) request.resume()
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
    if (request.method === 'POST' && url.pathname === '/v1/account_holders') {
      const body = await readJson(request)
      const key = request.headers['idempotency-key']
      fake.accountHolderRequests.push({ idempotencyKey: typeof key === 'string' ? key : undefined, body })
      const refusal = fake.accountHolderRefusal
      if (refusal) return send(refusal.status, { message: refusal.message })
      return send(201, {
        token: randomUUID(),
        account_token: randomUUID(),
        status: 'ACCEPTED',
        status_reasons: [],
        required_documents: [],
        created: new Date().toISOString(),
      })
    }
    if (url.pathname.startsWith('/v2/auth_rules')) {
      const body = request.method === 'GET' ? {} : await readJson(request)
      return answerAuthRules(fake.authRules, request.method ?? 'GET', url, body, send)
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
