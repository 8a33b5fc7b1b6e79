import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { lithicTransactionJson, type ScriptedDay, scriptedTransaction } from './scriptLithicDay'

export type FakeLithicApi = {
  url: string
  /** `GET /v1/transactions` pages answered so far. */
  pages(): number
  stop(): Promise<void>
}

/** The definition's `pageSize`: default 50, 1 to 100. */
const DEFAULT_PAGE_SIZE = 50
const MAX_PAGE_SIZE = 100

/**
 * Lithic's side of the scripted days over real HTTP on 127.0.0.1, for the server's Lithic SDK: `GET
 * /v1/transactions` as the definition gives it (`begin` and `end` filter on creation, `page_size` 1-100,
 * default 50, `starting_after` / `ending_before` a listed transaction's token; answers `{ data, has_more }`),
 * each transaction built when it is listed (`lithicTransactionJson`), oldest first. A request without the API key
 * is 401, a bad parameter 400, any other path 404, as Lithic answers them.
 */
export async function startFakeLithicApi(
  apiKey: string,
  days: readonly ScriptedDay[],
): Promise<FakeLithicApi> {
  // Days in time order; a token names its day and index (the cursor).
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day))
  const cursor = new Map<string, { day: number; index: number }>()
  for (const [day, script] of sorted.entries())
    for (let index = 0; index < script.transactions; index++)
      cursor.set(scriptedTransaction(script, index).token, { day, index })
  let pages = 0

  /** The first index of a day created at or after `at` (creation grows with the index). */
  const firstAtOrAfter = (script: ScriptedDay, at: number) => {
    let low = 0
    let high = script.transactions
    while (low < high) {
      const mid = (low + high) >> 1
      if (scriptedTransaction(script, mid).created.getTime() < at) low = mid + 1
      else high = mid
    }
    return low
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.headers.authorization !== apiKey) return answer(res, 401, { message: 'Invalid API key' })
    if (req.method !== 'GET' || url.pathname !== '/v1/transactions')
      return answer(res, 404, { message: 'Not found' })
    const query = url.searchParams
    const time = (name: string, fallback: number) => {
      const raw = query.get(name)
      return raw === null ? fallback : Date.parse(raw)
    }
    const begin = time('begin', Number.NEGATIVE_INFINITY)
    const end = time('end', Number.POSITIVE_INFINITY)
    const size = Number(query.get('page_size') ?? DEFAULT_PAGE_SIZE)
    if (
      Number.isNaN(begin) ||
      Number.isNaN(end) ||
      !Number.isInteger(size) ||
      size < 1 ||
      size > MAX_PAGE_SIZE
    )
      return answer(res, 400, { message: 'Invalid begin, end or page_size' })
    // The listed range as (day, index) positions: [first, last).
    const ranges = sorted.map((script) => ({
      from: firstAtOrAfter(script, begin),
      to: firstAtOrAfter(script, end),
    }))
    const after = query.get('starting_after')
    const before = query.get('ending_before')
    const at = (token: string | null) => (token === null ? undefined : cursor.get(token))
    const afterAt = at(after)
    const beforeAt = at(before)
    if ((after !== null && !afterAt) || (before !== null && !beforeAt))
      return answer(res, 400, { message: 'Unknown cursor' })
    const listed: { day: number; index: number }[] = []
    for (const [day, range] of ranges.entries()) {
      let from = range.from
      let to = range.to
      if (afterAt) {
        if (day < afterAt.day) continue
        if (day === afterAt.day) from = Math.max(from, afterAt.index + 1)
      }
      if (beforeAt) {
        if (day > beforeAt.day) continue
        if (day === beforeAt.day) to = Math.min(to, beforeAt.index)
      }
      for (let index = from; index < to; index++) listed.push({ day, index })
    }
    // Forwards the page is the first `size` after the cursor; backwards the last `size` before it.
    const page = beforeAt ? listed.slice(Math.max(0, listed.length - size)) : listed.slice(0, size)
    pages++
    answer(res, 200, {
      data: page.map(({ day, index }) => lithicTransactionJson(scriptedTransaction(sorted[day]!, index))),
      has_more: listed.length > page.length,
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    pages: () => pages,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}
