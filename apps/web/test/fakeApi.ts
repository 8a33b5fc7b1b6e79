import { vi } from 'vitest'

type FakeCall = {
  method: string
  path: string
  url: string
  headers: Record<string, string>
  body: unknown
}
export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string>; raw?: BodyInit }
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>

/**
 * Replaces `fetch` (the network boundary) with a route table keyed `METHOD /path` (path under /api, no
 * query). Unknown routes answer 404 not_found. Every call is recorded.
 */
export function installFakeApi(routes: Record<string, FakeHandler | FakeReply>) {
  const calls: FakeCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      url: String(input),
      headers,
      body,
    }
    calls.push(call)
    const route = routes[`${call.method} ${call.path}`]
    const reply: FakeReply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { code: 'not_found', message: 'not found' } }
    const status = reply.status ?? 200
    const responseHeaders = new Headers(reply.headers)
    let payload: BodyInit | null = null
    if (reply.raw !== undefined) payload = reply.raw
    else if (reply.body !== undefined) {
      payload = JSON.stringify(reply.body)
      if (!responseHeaders.has('Content-Type')) responseHeaders.set('Content-Type', 'application/json')
    }
    return new Response(status === 204 ? null : payload, { status, headers: responseHeaders })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    fetchMock,
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
  }
}

export const unauthorized: FakeReply = {
  status: 401,
  body: { code: 'unauthorized', message: 'unauthorized' },
}
