import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

type FakeLithicRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: Record<string, unknown> | null
}

/** An answer of the fake: a status and a JSON body. */
type FakeLithicAnswer = { status: number; body: unknown }

/** A card as the fake keeps it (the fields of Lithic's `card` the gateway reads). */
type FakeLithicCard = {
  token: string
  state: string
  memo: string
  last_four: string
  exp_month: string
  exp_year: string
  created: string
}

export type FakeLithic = {
  url: string
  /** Every request so far, in order. */
  requests: FakeLithicRequest[]
  /** The cards it holds, by token: what `cards.retrieve` / `cards.list` answer and `cards.update` changes. */
  cards: Map<string, FakeLithicCard>
  /**
   * Answers a request before the card routes (return undefined to let them answer): a failure, a delay.
   * Replaced by each call.
   */
  intercept(handler: ((request: FakeLithicRequest) => FakeLithicAnswer | undefined) | null): void
  close(): Promise<void>
}

/**
 * A stand-in for Lithic's API at the system's edge, for what Prism (stateless) cannot play: a card paused at
 * the issuer, a `cards.create` that fails for hours, a card found by its memo. It speaks the definition's
 * paths and shapes for `cards.create` (POST /v1/cards, honouring `Idempotency-Key`), `cards.retrieve`,
 * `cards.update`, `cards.list` (`memo` filter, one page) and the card embed session
 * (`POST /v1/cards/{card_token}/embed`); the official SDK is pointed at it.
 */
export async function startFakeLithic(): Promise<FakeLithic> {
  const requests: FakeLithicRequest[] = []
  const cards = new Map<string, FakeLithicCard>()
  const byIdempotencyKey = new Map<string, string>()
  let handler: ((request: FakeLithicRequest) => FakeLithicAnswer | undefined) | null = null

  const route = (request: FakeLithicRequest): FakeLithicAnswer => {
    const intercepted = handler?.(request)
    if (intercepted) return intercepted
    const one = /^\/v1\/cards\/([^/]+)$/.exec(request.path)
    const embed = /^\/v1\/cards\/([^/]+)\/embed$/.exec(request.path)
    if (embed && request.method === 'POST') {
      // A single-use card embed session for a card the fake holds.
      if (!cards.has(decodeURIComponent(embed[1]!)))
        return { status: 404, body: { message: 'card not found' } }
      return { status: 200, body: { session: `session-${randomUUID()}` } }
    }
    if (request.path === '/v1/cards' && request.method === 'POST') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const existing = key ? byIdempotencyKey.get(key) : undefined
      if (existing) return { status: 200, body: cards.get(existing) }
      const card: FakeLithicCard = {
        token: randomUUID(),
        state: String(request.body?.state ?? 'OPEN'),
        memo: String(request.body?.memo ?? ''),
        last_four: String(1000 + cards.size).slice(-4),
        exp_month: '06',
        exp_year: '2031',
        created: new Date().toISOString(),
      }
      cards.set(card.token, card)
      if (key) byIdempotencyKey.set(key, card.token)
      return { status: 200, body: card }
    }
    if (request.path === '/v1/cards' && request.method === 'GET') {
      const memo = request.query.get('memo') ?? ''
      const data = [...cards.values()].filter((card) => card.memo.includes(memo))
      return { status: 200, body: { data, has_more: false } }
    }
    if (one && request.method === 'GET') {
      const card = cards.get(decodeURIComponent(one[1]!))
      return card ? { status: 200, body: card } : { status: 404, body: { message: 'card not found' } }
    }
    if (one && request.method === 'PATCH') {
      const card = cards.get(decodeURIComponent(one[1]!))
      if (!card) return { status: 404, body: { message: 'card not found' } }
      if (typeof request.body?.state === 'string') card.state = request.body.state
      return { status: 200, body: card }
    }
    return { status: 404, body: { message: `no route ${request.method} ${request.path}` } }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.lithic')
      const text = Buffer.concat(chunks).toString('utf8')
      const request: FakeLithicRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      }
      requests.push(request)
      const answer = route(request)
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cards,
    intercept: (next) => {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
