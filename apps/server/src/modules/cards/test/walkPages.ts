import { expect } from 'vitest'

type Answer = { statusCode: number; body: string; json<T>(): T }
type KeyedPage<Item> = { items: Item[]; total: number; older: boolean }

/** A paged list of a card (the history, the unsettled list): one GET of it with this query string. */
export type PagedList = (query: string) => Promise<Answer>

/** The whole list by the old paging: pages of 100 by `skip`. */
export async function walkBySkip<Item>(list: PagedList): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = []
  let total = 0
  for (let skip = 0; ; skip += 100) {
    const res = await list(`skip=${skip}&limit=100`)
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json<KeyedPage<Item>>()
    total = page.total
    items.push(...page.items)
    if (page.items.length < 100) break
  }
  return { items, total }
}

/**
 * The whole list walked by keys, `limit` rows a page (and `skip` inside a keyed page when asked), going on while
 * the answer says a row is below the page (`older`), as the web's pager does.
 */
export async function walkByKeys<Item extends { id: string }>(
  list: PagedList,
  limit: number,
  skip: number,
): Promise<Item[]> {
  const items: Item[] = []
  let before: string | undefined
  for (let pages = 0; pages < 1_000; pages++) {
    const res = await list(
      `limit=${limit}${before === undefined ? '' : `&before=${encodeURIComponent(before)}&skip=${skip}`}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json<KeyedPage<Item>>()
    // A page promised by the one before (`older`) is there: never an empty page past the end.
    if (before !== undefined && skip === 0) expect(page.items.length).toBeGreaterThan(0)
    items.push(...page.items)
    if (!page.older) return items
    expect(page.items.length).toBe(limit)
    before = page.items.at(-1)!.id
  }
  throw new Error('the keyed walk did not end')
}
