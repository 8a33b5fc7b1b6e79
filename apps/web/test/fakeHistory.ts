import type { FakeHandler } from './fakeApi'

/**
 * `GET /card/{id}/transaction` over `rows()` (newest first) as the server pages it: `before` the rows below that
 * row (400 when it is none of them), then `skip`, `limit` rows (10 by default), the card's `total`, and `older`
 * when a row is below the page.
 */
export function fakeHistoryRoute(rows: () => readonly { id: string }[]): FakeHandler {
  return ({ url }) => {
    const query = new URL(url, 'http://localhost').searchParams
    const all = rows()
    const before = query.get('before')
    let start = 0
    if (before !== null) {
      const at = all.findIndex((row) => row.id === before)
      if (at < 0) return { status: 400, body: { code: 'validation_failed', message: 'before: not a row' } }
      start = at + 1
    }
    start += Number(query.get('skip') ?? 0)
    const limit = Number(query.get('limit') ?? 10)
    return {
      body: { items: all.slice(start, start + limit), total: all.length, older: all.length > start + limit },
    }
  }
}
